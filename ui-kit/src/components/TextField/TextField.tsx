import { Input, TextField as RACTextField, composeRenderProps, type TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, invalidFrom, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { input, root } from './TextField.css.ts';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
}

/** A labelled single-line text input with optional description and error message. */
export function TextField({ label, description, errorMessage, placeholder, isInvalid, className, ...props }: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={composeRenderProps(className, (c) => [root, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
