import { LayersIcon } from '@workbench/ui-kit';
import * as styles from './BrandMark.css.ts';

export const PRODUCT_NAME = 'Workbench';
export const BRAND_LINE = 'Commercial insurance';

/** The product's mark and name; `inverse` for dark backgrounds, `compact` shows the mark only. */
export function BrandMark({
  inverse = false,
  compact = false,
  withLine = false,
}: {
  inverse?: boolean;
  compact?: boolean;
  withLine?: boolean;
}) {
  return (
    <span className={styles.brand({ inverse })}>
      <span className={styles.mark} aria-hidden="true">
        <LayersIcon />
      </span>
      {compact ? (
        <span className={styles.hidden}>{PRODUCT_NAME}</span>
      ) : (
        <span className={styles.words}>
          <span className={styles.name}>{PRODUCT_NAME}</span>
          {withLine ? <span className={styles.line({ inverse })}>{BRAND_LINE}</span> : null}
        </span>
      )}
    </span>
  );
}
