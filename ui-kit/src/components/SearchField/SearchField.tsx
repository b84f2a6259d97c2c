import {
  Button,
  Group,
  Input,
  SearchField as RACSearchField,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { SearchIcon, XIcon } from '../../icons/Icon.tsx';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
}

/**
 * A search box with a clear button (Escape also clears). Give it a visible `label` or an `aria-label`.
 */
export function SearchField({ label, description, errorMessage, placeholder = 'Search...', className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeRenderProps(className, (c) => [styles.root, c].filter(Boolean).join(' '))}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={styles.group}>
        <SearchIcon className={styles.searchIcon} />
        <Input className={`${styles.groupInput} ${styles.input}`} placeholder={placeholder} />
        <Button className={`${styles.clear} ${styles.clearHidden}`} aria-label="Clear search">
          <XIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACSearchField>
  );
}
