import { useMemo, useState } from 'react';
import { RELATED_ITEM_TYPES, RelatedItemInputSchema, type RelatedItem, type Submission } from '@workbench/core';
import { Badge, Button, DatePicker, Dialog, PlusIcon, Select, Table, TextField, useToast, type TableColumn } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../format.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { validate, type FieldErrors } from './validate.ts';
import * as styles from './detail.css.ts';

/** Spec: related item status Active, Closed or other. */
export const relatedTone = (status: string) => (status === 'Active' ? 'green' : status === 'Closed' ? 'neutral' : 'yellow');

type Draft = Omit<RelatedItem, 'id'>;
const emptyItem = (): Draft => ({ type: 'Policy', reference: '', description: null, status: 'Active', date: null });
const TYPES = RELATED_ITEM_TYPES.map((t) => ({ id: t, label: t }));
const STATUSES = ['Active', 'Pending', 'Closed'].map((s) => ({ id: s, label: s }));

/** Spec 'Related Actions': policies, claims and invoices linked to the submission, with 'Add Related Item'. */
export function RelatedTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(emptyItem);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useSubmissionMutation(queryId, (item: Draft) => submissionCalls.addRelatedItem(submission.id, item));

  const columns = useMemo<TableColumn<RelatedItem>[]>(
    () => [
      { id: 'type', header: 'Type', isSortable: true },
      { id: 'reference', header: 'Reference', isRowHeader: true, isSortable: true },
      { id: 'description', header: 'Description' },
      { id: 'status', header: 'Status', cell: (r) => <Badge tone={relatedTone(r.status)}>{r.status}</Badge>, isSortable: true },
      {
        id: 'date',
        header: 'Date',
        cell: (r) => formatDate(r.date),
        text: (r) => formatDate(r.date),
        sortValue: (r) => r.date,
        isSortable: true,
      },
    ],
    [],
  );

  const close = () => {
    setDraft(emptyItem());
    setErrors({});
    setOpen(false);
  };
  const submit = async () => {
    const checked = validate(RelatedItemInputSchema, draft);
    if (checked.errors) return setErrors(checked.errors);
    try {
      await add.mutateAsync(draft);
      toast({ title: 'Related item added', description: `${draft.type} ${draft.reference} is linked to ${submission.submissionId}.` });
      close();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to add the related item') });
    }
  };

  return (
    <div>
      <Table
        title="Related Actions"
        columns={columns}
        rows={submission.relatedItems}
        emptyText="No related policies, claims or invoices yet."
        showCount
        actions={
          <Button onPress={() => setOpen(true)}>
            <PlusIcon />
            Add Related Item
          </Button>
        }
      />
      <Dialog
        title="Add Related Item"
        description="Link a policy, claim or invoice to this submission."
        isOpen={open}
        onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}
        footer={
          <>
            <Button variant="outline" slot="close">
              Cancel
            </Button>
            <Button onPress={() => void submit()} isPending={add.isPending} pendingLabel="Saving...">
              Add Item
            </Button>
          </>
        }
      >
        <div className={styles.formGrid}>
          <Select
            label="Type"
            items={TYPES}
            selectedKey={draft.type}
            onSelectionChange={(key) => setDraft({ ...draft, type: String(key) })}
            errorMessage={errors.type}
          />
          <TextField
            label="Reference"
            isRequired
            value={draft.reference}
            onChange={(reference) => setDraft({ ...draft, reference })}
            errorMessage={errors.reference}
          />
          <Select
            label="Status"
            items={STATUSES}
            selectedKey={draft.status}
            onSelectionChange={(key) => setDraft({ ...draft, status: String(key) })}
          />
          <DatePicker label="Date" value={draft.date} onChange={(date) => setDraft({ ...draft, date })} errorMessage={errors.date} />
          <TextField
            className={styles.wide}
            label="Description"
            value={draft.description ?? ''}
            onChange={(s) => setDraft({ ...draft, description: s.trim() ? s : null })}
            errorMessage={errors.description}
          />
        </div>
      </Dialog>
    </div>
  );
}
