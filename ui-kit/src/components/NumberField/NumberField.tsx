import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { ChevronDownIcon, ChevronUpIcon } from '../../icons/Icon.tsx';
import { FieldDescription, FieldErrorText, FieldLabel, invalidFrom, type FieldTextProps } from '../../internal/FieldParts.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  /** Shows the value as money in this currency (ISO code), e.g. 'USD' -> $4,250.00. */
  currency?: string;
  /** Show increment/decrement buttons (off by default for money). */
  showSteppers?: boolean;
}

/** A number input that parses and formats for the locale; `currency` makes it a money field. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  currency,
  showSteppers,
  formatOptions,
  isInvalid,
  className,
  ...props
}: NumberFieldProps) {
  const options = formatOptions ?? (currency ? { style: 'currency' as const, currency } : undefined);
  const steppers = showSteppers ?? !currency;
  return (
    <RACNumberField
      {...props}
      formatOptions={options}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={`${styles.groupInput} ${styles.number}`} placeholder={placeholder} />
        {steppers ? (
          <div className={styles.steppers}>
            <Button slot="increment" className={`${styles.groupButton} ${styles.stepper}`}>
              <ChevronUpIcon />
            </Button>
            <Button slot="decrement" className={`${styles.groupButton} ${styles.stepper}`}>
              <ChevronDownIcon />
            </Button>
          </div>
        ) : null}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACNumberField>
  );
}
