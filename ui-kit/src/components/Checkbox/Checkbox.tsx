import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

/** The square box with its check mark; shared by Checkbox, CheckboxCard and table row selection. */
export function CheckboxBox({ isSelected, isIndeterminate }: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span aria-hidden="true" className={`${styles.box} ${styles.checkboxStates}`}>
      {isIndeterminate ? <MinusIcon className={styles.check} /> : isSelected ? <CheckIcon className={styles.check} /> : null}
    </span>
  );
}

/** A checkbox with its label as children; without children give it an aria-label. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (c) => [styles.checkbox, c].filter(Boolean).join(' '))}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
