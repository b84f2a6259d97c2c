import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { PRIORITIES, PRODUCTS, statusLabel, type Priority, type Product, type SubmissionStatus } from '@workbench/core';
import { Button, Select, SidePanel, TextField } from '@workbench/ui-kit';
import { priorityLabel, productLabel } from '../../format.ts';
import { DASHBOARD_TABLES, type DashboardSearchValues } from './dashboardSearch.ts';
import * as styles from './FilterPanel.css.ts';

const ANY = 'any';
const STATUS_OPTIONS = [{ id: ANY, label: 'Any status' }, ...DASHBOARD_TABLES.map((t) => ({ id: t.status, label: statusLabel(t.status) }))];
const PRIORITY_OPTIONS = [{ id: ANY, label: 'Any priority' }, ...PRIORITIES.map((p) => ({ id: p, label: priorityLabel(p) }))];
const PRODUCT_OPTIONS = [{ id: ANY, label: 'Any product' }, ...PRODUCTS.map((p) => ({ id: p, label: productLabel(p) }))];

interface Draft {
  status: SubmissionStatus | undefined;
  priority: Priority | undefined;
  product: Product | undefined;
  dueFrom: string;
  dueTo: string;
}

const draftOf = (search: DashboardSearchValues): Draft => ({
  status: search.status,
  priority: search.priority,
  product: search.product,
  dueFrom: search.dueFrom ?? '',
  dueTo: search.dueTo ?? '',
});

/** The dashboard's Filter panel: status, priority, product and a due-date range, applied to the tables. */
export function FilterPanel({
  isOpen,
  onOpenChange,
  search,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  search: DashboardSearchValues;
}) {
  const navigate = useNavigate({ from: '/' });
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  useEffect(() => {
    if (isOpen) setDraft(draftOf(search));
  }, [isOpen, search]);

  const rangeError =
    draft.dueFrom && draft.dueTo && draft.dueFrom > draft.dueTo ? 'The end date must be on or after the start date' : undefined;

  const apply = (next: Draft) => {
    void navigate({
      search: (prev) => ({
        ...prev,
        status: next.status,
        priority: next.priority,
        product: next.product,
        dueFrom: next.dueFrom || undefined,
        dueTo: next.dueTo || undefined,
      }),
    });
    onOpenChange(false);
  };

  const pick =
    <K extends 'status' | 'priority' | 'product'>(key: K) =>
    (value: unknown) =>
      setDraft((d) => ({ ...d, [key]: value === ANY ? undefined : (value as Draft[K]) }));

  return (
    <SidePanel
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Filter submissions"
      description="Narrow the dashboard's tables. Filters stay in the address, so a filtered view can be shared."
      closeLabel={null}
      actions={
        <>
          <Button
            variant="ghost"
            onPress={() => apply({ status: undefined, priority: undefined, product: undefined, dueFrom: '', dueTo: '' })}
          >
            Clear all
          </Button>
          <Button isDisabled={Boolean(rangeError)} onPress={() => apply(draft)}>
            Apply filters
          </Button>
        </>
      }
    >
      <div className={styles.fields}>
        <Select label="Status" items={STATUS_OPTIONS} selectedKey={draft.status ?? ANY} onSelectionChange={pick('status')} />
        <Select label="Priority" items={PRIORITY_OPTIONS} selectedKey={draft.priority ?? ANY} onSelectionChange={pick('priority')} />
        <Select label="Product" items={PRODUCT_OPTIONS} selectedKey={draft.product ?? ANY} onSelectionChange={pick('product')} />
        <div className={styles.range}>
          <TextField label="Due from" type="date" value={draft.dueFrom} onChange={(dueFrom) => setDraft((d) => ({ ...d, dueFrom }))} />
          <TextField
            label="Due to"
            type="date"
            value={draft.dueTo}
            onChange={(dueTo) => setDraft((d) => ({ ...d, dueTo }))}
            errorMessage={rangeError}
          />
        </div>
      </div>
    </SidePanel>
  );
}
