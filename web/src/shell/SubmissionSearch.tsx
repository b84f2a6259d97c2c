import { useDeferredValue, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SubmissionSummary } from '@workbench/core';
import { ComboBox, SelectItem } from '@workbench/ui-kit';
import { SubmissionStatusBadge } from '../components/badges.tsx';
import { submissionSearchQueryOptions } from '../queries/submissions.queries.ts';
import * as styles from './SubmissionSearch.css.ts';

/**
 * The top bar's search: finds submissions by id, client or carrier as you type (the server ranks them);
 * choosing one, or pressing Enter, opens it (Enter opens the best match).
 */
export function SubmissionSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const results = useQuery(submissionSearchQueryOptions(q));
  const items = q ? (results.data ?? []) : [];

  const open = (submission: SubmissionSummary | undefined) => {
    if (!submission) return;
    setText('');
    void navigate({ to: '/submissions/$id', params: { id: submission.submissionId } });
  };

  // Enter without a highlighted option opens the best (first) match, as a search box should.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    const input = event.target as HTMLElement;
    if (input.getAttribute('aria-activedescendant')) return;
    event.preventDefault();
    event.stopPropagation();
    open(items[0]);
  };

  return (
    <div className={styles.search} onKeyDownCapture={onKeyDownCapture} role="search">
      <ComboBox<SubmissionSummary>
        aria-label="Search submissions"
        placeholder="Search for a submission, client or carrier"
        items={items}
        inputValue={text}
        onInputChange={setText}
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="input"
        emptyText={!q ? 'Type an id, client or carrier' : results.isFetching || q !== text.trim() ? 'Searching...' : 'No results'}
        selectedKey={null}
        onSelectionChange={(key) => open(items.find((s) => s.id === key))}
      >
        {(s) => (
          <SelectItem id={s.id} textValue={`${s.submissionId} ${s.client}`}>
            <span className={styles.option}>
              <span className={styles.optionId}>{s.submissionId}</span>
              <span className={styles.optionClient}>{s.client}</span>
              <SubmissionStatusBadge status={s.status} size="sm" />
            </span>
          </SelectItem>
        )}
      </ComboBox>
    </div>
  );
}
