import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/Icon.tsx';
import { FieldDescription, FieldErrorText, FieldLabel, invalidFrom, type FieldTextProps } from '../../internal/FieldParts.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends object = SelectOption> extends Omit<RACSelectProps<T>, 'children'>, FieldTextProps {
  /** Options as data; or pass SelectItem children. */
  items?: Iterable<T>;
  children?: ReactNode | ((item: T) => ReactNode);
}

/** A labelled drop-down list. With `items` of {id, label} it renders the options itself. */
export function Select<T extends object = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  isInvalid,
  className,
  ...props
}: SelectProps<T>) {
  const invalid = invalidFrom(isInvalid, errorMessage);
  const render =
    children ?? ((item: T) => <SelectItem id={(item as unknown as SelectOption).id}>{(item as unknown as SelectOption).label}</SelectItem>);
  return (
    <RACSelect {...props} isInvalid={invalid} className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={[styles.trigger, invalid ? styles.invalidTrigger : ''].join(' ')}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {render as never}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** One option of a Select or ComboBox, with a check mark when selected. */
export function SelectItem({ className, children, ...props }: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (c) => [styles.listBoxItem, c].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span>{content}</span>
          {isSelected ? <CheckIcon className={styles.check} /> : null}
        </>
      ))}
    </ListBoxItem>
  );
}
