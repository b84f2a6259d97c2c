import { relatedTone } from '../../components/badges.tsx';
import { useMemo, useState } from 'react';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { RELATED_ITEM_TYPES, RelatedItemInputSchema, isDecided, type RelatedItem, type Submission } from '@workbench/core';
import { Badge, Button, DatePicker, Dialog, PlusIcon, Select, Table, TextField, useToast, type TableColumn } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { formatDate } from '../../format.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { bound, boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import * as styles from './detail.css.ts';

/** Spec: related item status Active, Closed or other. */

/** A related item as the dialog sends it, read by the server's own schema. */
type Draft = v.InferOutput<typeof RelatedItemInputSchema>;
/** The dialog's fields: the description is text while typed; the schema makes a blank one null. */
const emptyItem = () => ({ type: 'Policy', reference: '', description: '', status: 'Active', date: null as string | null });
const TYPES = RELATED_ITEM_TYPES.map((t) => ({ id: t, label: t }));
const STATUSES = ['Active', 'Pending', 'Closed'].map((s) => ({ id: s, label: s }));

/** Spec 'Related Actions': policies, claims and invoices linked to the submission, with 'Add Related Item'. */
export function RelatedTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const add = useSubmissionMutation(queryId, (item: Draft) => submissionCalls.addRelatedItem(submission.id, item));
  const form = useForm({
    defaultValues: emptyItem(),
    ...schemaChecked(RelatedItemInputSchema),
    onSubmit: async ({ value }) => {
      try {
        await add.mutateAsync(v.parse(RelatedItemInputSchema, value));
        toast({ title: 'Related item added', description: `${value.type} ${value.reference} is linked to ${submission.submissionId}.` });
        close();
      } catch (error) {
        toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to add the related item') });
      }
    },
  });

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
    form.reset();
    setOpen(false);
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
          // A decided submission takes no new related items (the header says why): no button that can only fail.
          isDecided(submission.status) ? undefined : (
            <Button onPress={() => setOpen(true)}>
              <PlusIcon />
              Add Related Item
            </Button>
          )
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
            <Button type="submit" form={form.formId} isPending={add.isPending} pendingLabel="Saving...">
              Add Item
            </Button>
          </>
        }
      >
        <FormElement form={form} className={styles.formGrid}>
          <form.Field name="type">{(field) => <Select label="Type" items={TYPES} {...boundChoice(field)} />}</form.Field>
          <form.Field name="reference">{(field) => <TextField label="Reference" isRequired {...bound(field)} />}</form.Field>
          <form.Field name="status">{(field) => <Select label="Status" items={STATUSES} {...boundChoice(field)} />}</form.Field>
          <form.Field name="date">{(field) => <DatePicker label="Date" {...bound(field)} />}</form.Field>
          <form.Field name="description">
            {(field) => <TextField className={styles.wide} label="Description" {...bound(field)} />}
          </form.Field>
        </FormElement>
      </Dialog>
    </div>
  );
}
