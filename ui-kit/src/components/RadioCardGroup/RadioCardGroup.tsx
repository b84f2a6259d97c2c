import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio,
  RadioGroup,
  Text,
  composeRenderProps,
  type RadioGroupProps,
  type RadioProps,
} from 'react-aria-components';
import * as styles from './RadioCardGroup.css.ts';

export interface RadioCardGroupProps extends Omit<RadioGroupProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  children?: ReactNode;
}

/** A group of cards of which one is chosen (client selection); arrow keys move the choice. */
export function RadioCardGroup({ label, description, errorMessage, children, className, ...props }: RadioCardGroupProps) {
  return (
    <RadioGroup
      {...props}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={composeRenderProps(className, (c) => [styles.group, c].filter(Boolean).join(' '))}
    >
      {label ? <Label className={styles.label}>{label}</Label> : null}
      {description ? (
        <Text slot="description" className={styles.groupDescription}>
          {description}
        </Text>
      ) : null}
      <div className={styles.options}>{children}</div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}

export interface RadioCardProps extends Omit<RadioProps, 'children'> {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

export function RadioCard({ title, description, children, className, ...props }: RadioCardProps) {
  return (
    <Radio {...props} className={composeRenderProps(className, (c) => [styles.card, c].filter(Boolean).join(' '))}>
      <span aria-hidden="true" className={styles.radio} />
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
        {children ? <span className={styles.extra}>{children}</span> : null}
      </span>
    </Radio>
  );
}
