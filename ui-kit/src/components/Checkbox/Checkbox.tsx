import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/Icon.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

export interface CheckboxBoxProps {
  isSelected: boolean;
  isIndeterminate?: boolean;
  isHovered?: boolean;
  isPressed?: boolean;
  isFocusVisible?: boolean;
  isInvalid?: boolean;
}

const flag = (on: boolean | undefined) => (on ? '' : undefined);

/** The square box with its check mark; shared by Checkbox, CheckboxCard and table row selection. */
export function CheckboxBox({ isSelected, isIndeterminate, isHovered, isPressed, isFocusVisible, isInvalid }: CheckboxBoxProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.box} ${styles.checkboxStates}`}
      data-selected={flag(isSelected)}
      data-indeterminate={flag(isIndeterminate)}
      data-hovered={flag(isHovered)}
      data-pressed={flag(isPressed)}
      data-focus-visible={flag(isFocusVisible)}
      data-invalid={flag(isInvalid)}
    >
      {isIndeterminate ? <MinusIcon className={styles.check} /> : isSelected ? <CheckIcon className={styles.check} /> : null}
    </span>
  );
}

/** A checkbox with its label as children; without children give it an aria-label. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (c) => [styles.checkbox, c].filter(Boolean).join(' '))}>
      {(state) => (
        <>
          <CheckboxBox {...state} />
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
