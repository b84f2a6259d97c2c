import { Spinner } from '@workbench/ui-kit';
import * as styles from './PageSpinner.css.ts';

/** The whole-page loading state: shown while the current user or a screen's data is loading. */
export function PageSpinner() {
  return (
    <div className={styles.center}>
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
