import type { ReactNode } from 'react';
import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icon.tsx';
import { FieldDescription, FieldErrorText, FieldLabel, invalidFrom, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { SelectItem, type SelectOption } from '../Select/Select.tsx';
import * as styles from './ComboBox.css.ts';

export interface ComboBoxProps<T extends object = SelectOption> extends Omit<RACComboBoxProps<T>, 'children'>, FieldTextProps {
  placeholder?: string;
  children?: ReactNode | ((item: T) => ReactNode);
  /** Shown in the open list when no suggestion matches (use with `allowsEmptyCollection`). */
  emptyText?: ReactNode;
}

/** A text input with a filtered list of suggestions. */
export function ComboBox<T extends object = SelectOption>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isInvalid,
  className,
  emptyText,
  ...props
}: ComboBoxProps<T>) {
  const render =
    children ?? ((item: T) => <SelectItem id={(item as unknown as SelectOption).id}>{(item as unknown as SelectOption).label}</SelectItem>);
  return (
    <RACComboBox
      {...props}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.groupInput} placeholder={placeholder} />
        <Button className={styles.groupButton}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover}>
        <ListBox
          className={styles.listBox}
          renderEmptyState={emptyText ? () => <div className={styles.empty}>{emptyText}</div> : undefined}
        >
          {render as never}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
