import { useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import {
  COVERAGE_LABELS,
  NewSubmissionSchema,
  PRIORITIES,
  pastDueDateWarning,
  PRIORITY_LABELS,
  TRANSACTION_TYPES,
  TRANSACTION_TYPE_LABELS,
  type Priority,
  type TransactionType,
} from '@workbench/core';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DatePicker,
  PlusIcon,
  Select,
  TextArea,
  TextField,
  XIcon,
} from '@workbench/ui-kit';
import { formatDate } from '../../format.ts';
import { cleanNote, draftClient, selectedCoverages } from './draft.ts';
import { firstError, schemaValidator } from '../../forms/fieldErrors.ts';
import { backPath, stepLabel, stepPath, STEP_TITLES } from './steps.ts';
import { useWizardDraft, useWizardNavigate } from './useWizardDraft.ts';
import { StepHeader, WizardFooter } from './WizardLayout.tsx';
import * as styles from './wizard.css.ts';

/** The part of the Save Submission body this step fills in, checked by the same schema the server uses. */
const DetailsSchema = v.pick(NewSubmissionSchema, ['transactionType', 'priority', 'dueDate', 'description']);

const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ id: p, label: PRIORITY_LABELS[p] }));
const TRANSACTION_OPTIONS = TRANSACTION_TYPES.map((t) => ({ id: t, label: TRANSACTION_TYPE_LABELS[t] }));

/** Step 3 'Additional Details': priority, due date, description, notes and a summary. */
export function DetailsStep() {
  const { draft, update } = useWizardDraft();
  const go = useWizardNavigate();
  const [noteText, setNoteText] = useState('');

  const form = useForm({
    defaultValues: {
      transactionType: draft.transactionType as string,
      priority: draft.priority as string,
      dueDate: draft.dueDate,
      description: draft.description,
    },
    validators: { onMount: schemaValidator(DetailsSchema), onChange: schemaValidator(DetailsSchema) },
    listeners: {
      onChange: ({ formApi }) => {
        const values = formApi.state.values;
        update((d) => ({
          ...d,
          transactionType: values.transactionType as TransactionType,
          priority: values.priority as Priority,
          dueDate: values.dueDate,
          description: values.description,
        }));
      },
    },
    onSubmit: () => go(stepPath('preview')),
  });
  const description = useStore(form.store, (s) => s.values.description);
  const descriptionMissing = description.trim() === '';

  const addNote = () => {
    const note = cleanNote(noteText);
    setNoteText('');
    if (note) update((d) => ({ ...d, notes: [...d.notes, note] }));
  };
  const removeNote = (index: number) => update((d) => ({ ...d, notes: d.notes.filter((_, i) => i !== index) }));

  return (
    <>
      <StepHeader title={STEP_TITLES.details} counter={stepLabel('details')} />
      <form
        noValidate
        aria-label="Submission details"
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          if (!descriptionMissing) void form.handleSubmit();
        }}
      >
        <div className={styles.formGrid3}>
          <form.Field name="transactionType">
            {(field) => (
              <Select
                label="Transaction Type"
                items={TRANSACTION_OPTIONS}
                selectedKey={field.state.value}
                onSelectionChange={(key) => field.handleChange(String(key))}
              />
            )}
          </form.Field>
          <form.Field name="priority">
            {(field) => (
              <Select
                label="Priority"
                items={PRIORITY_OPTIONS}
                selectedKey={field.state.value}
                onSelectionChange={(key) => field.handleChange(String(key))}
              />
            )}
          </form.Field>
          <form.Field name="dueDate">
            {(field) => (
              <DatePicker
                label="Due Date"
                value={field.state.value || null}
                onChange={(value) => field.handleChange(value ?? '')}
                description={pastDueDateWarning(field.state.value, new Date()) ?? undefined}
                errorMessage={firstError(field.state.meta.errors)}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="description">
          {(field) => (
            <TextArea
              label="Description"
              isRequired
              rows={4}
              placeholder="What the client needs covered and anything underwriters should know"
              name={field.name}
              value={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        {descriptionMissing ? (
          <Alert variant="warning" live="status">
            {firstError(form.getFieldMeta('description')?.errors ?? []) ?? 'Please enter a submission description.'}
          </Alert>
        ) : null}
      </form>

      <Card as="section" aria-labelledby="notes-title">
        <CardHeader>
          <CardTitle id="notes-title">Notes</CardTitle>
        </CardHeader>
        <CardContent className={styles.stack}>
          <div className={styles.rowEnd}>
            <TextField
              className={styles.grow}
              label="Add a note"
              value={noteText}
              onChange={setNoteText}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addNote();
                }
              }}
            />
            <Button variant="secondary" onPress={addNote}>
              <PlusIcon />
              Add
            </Button>
          </div>
          {draft.notes.length === 0 ? (
            <p className={styles.muted}>No notes yet.</p>
          ) : (
            <ul className={styles.noteList} aria-label="Notes">
              {draft.notes.map((note, index) => (
                <li key={`${index}-${note}`} className={styles.noteItem}>
                  <span>{note}</span>
                  <Button variant="ghost" size="icon" onPress={() => removeNote(index)} aria-label={`Remove note: ${note}`}>
                    <XIcon />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card as="section" aria-labelledby="details-summary-title">
        <CardHeader>
          <CardTitle id="details-summary-title">Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className={styles.detailList}>
            <div className={styles.detailPair}>
              <dt className={styles.detailTerm}>Client</dt>
              <dd className={styles.detailValue}>{draftClient(draft)?.name ?? 'No client selected'}</dd>
            </div>
            <div className={styles.detailPair}>
              <dt className={styles.detailTerm}>Coverages</dt>
              <dd className={styles.detailValue}>
                {selectedCoverages(draft)
                  .map((c) => COVERAGE_LABELS[c.coverage])
                  .join(', ') || 'None selected'}
              </dd>
            </div>
            <div className={styles.detailPair}>
              <dt className={styles.detailTerm}>Transaction Type</dt>
              <dd className={styles.detailValue}>{TRANSACTION_TYPE_LABELS[draft.transactionType]}</dd>
            </div>
            <div className={styles.detailPair}>
              <dt className={styles.detailTerm}>Priority</dt>
              <dd className={styles.detailValue}>{PRIORITY_LABELS[draft.priority]}</dd>
            </div>
            <div className={styles.detailPair}>
              <dt className={styles.detailTerm}>Due Date</dt>
              <dd className={styles.detailValue}>{draft.dueDate ? formatDate(draft.dueDate) : 'Not set'}</dd>
            </div>
            <div className={styles.detailPair}>
              <dt className={styles.detailTerm}>Notes</dt>
              <dd className={styles.detailValue}>{draft.notes.length}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <WizardFooter
        onBack={() => go(backPath({ kind: 'step', step: 'details' }))}
        onContinue={() => void form.handleSubmit()}
        continueDisabled={descriptionMissing}
        disabledReason="Add a description to continue."
      />
    </>
  );
}
