import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from '../styles/field.css.ts';

/** The props every labelled field shares. */
export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown (and marks the field invalid) when set; a function receives RAC's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export function FieldLabel({ children, isRequired }: { children?: ReactNode; isRequired?: boolean }) {
  if (children == null) return null;
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldErrorText({ children }: { children?: FieldTextProps['errorMessage'] }) {
  return <FieldError className={styles.error}>{children as never}</FieldError>;
}

/** A field is invalid when told so or when it has a (non-function) error message to show. */
export const invalidFrom = (isInvalid: boolean | undefined, errorMessage: FieldTextProps['errorMessage']) =>
  isInvalid ?? (errorMessage != null && typeof errorMessage !== 'function' && errorMessage !== '' ? true : undefined);
