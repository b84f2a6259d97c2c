import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { CheckboxBox } from '../Checkbox/Checkbox.tsx';
import * as styles from './CheckboxCard.css.ts';

export interface CheckboxCardProps extends Omit<RACCheckboxProps, 'children'> {
  title: ReactNode;
  description?: ReactNode;
  /** Extra content under the description (a Complete/Incomplete badge). Keep it non-interactive. */
  children?: ReactNode;
}

/** A card that is one big checkbox (coverage selection in the wizard). */
export function CheckboxCard({ title, description, children, className, ...props }: CheckboxCardProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (c) => [styles.card, c].filter(Boolean).join(' '))}>
      {(state) => (
        <>
          <span className={styles.boxOffset}>
            <CheckboxBox {...state} isFocusVisible={false} />
          </span>
          <span className={styles.body}>
            <span className={styles.title}>{title}</span>
            {description ? <span className={styles.description}>{description}</span> : null}
            {children ? <span className={styles.extra}>{children}</span> : null}
          </span>
        </>
      )}
    </RACCheckbox>
  );
}
