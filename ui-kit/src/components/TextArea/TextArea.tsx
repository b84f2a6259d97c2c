import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, invalidFrom, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { root, textArea } from './TextArea.css.ts';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text input. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, isInvalid, className, ...props }: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={composeRenderProps(className, (c) => [root, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RACTextArea className={textArea} placeholder={placeholder} rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
