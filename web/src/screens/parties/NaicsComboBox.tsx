import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NaicsCode } from '@workbench/core';
import { ComboBox, SelectItem } from '@workbench/ui-kit';
import { naicsQueryOptions } from '../../queries/clients.queries.ts';

const shown = (c: NaicsCode) => `${c.code} ${c.title}`;

/**
 * Picks a NAICS 2022 code by typing its start or words of its title; the server searches the list. The
 * field's value is the six-digit code ('' for none); clearing the text clears the code.
 */
export function NaicsComboBox({
  value,
  title,
  onChange,
  errorMessage,
}: {
  value: string;
  /** The chosen code's title, so the field reads it before any search. */
  title: string | null;
  onChange: (code: string) => void;
  errorMessage?: string;
}) {
  const [text, setText] = useState(value && title ? `${value} ${title}` : value);
  const search = useQuery(naicsQueryOptions(text.trim() === `${value} ${title ?? ''}`.trim() ? value : text.trim()));
  const found = search.data?.items ?? [];
  const items = value && title && !found.some((c) => c.code === value) ? [{ code: value, title }, ...found] : found;
  return (
    <ComboBox<NaicsCode>
      label="NAICS code"
      placeholder="Type a code or words of the industry"
      description="NAICS 2022 six-digit codes"
      items={items}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        if (typed.trim() === '') onChange('');
      }}
      selectedKey={value || null}
      onSelectionChange={(key) => {
        const picked = items.find((c) => c.code === key);
        if (!picked) return;
        setText(shown(picked));
        onChange(picked.code);
      }}
      allowsEmptyCollection
      emptyText={search.isError ? 'Failed to search the codes' : 'No code matches'}
      errorMessage={errorMessage}
      menuTrigger="input"
    >
      {(c) => (
        <SelectItem id={c.code} textValue={shown(c)}>
          {shown(c)}
        </SelectItem>
      )}
    </ComboBox>
  );
}
