import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { DecisionSchema, type Submission } from '@workbench/core';
import { Button, Dialog, Select, TextArea, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { bound, boundChoice, schemaChecked, shownError } from '../../forms/schemaForm.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import { formatMoney } from '../../format.ts';
import * as styles from './detail.css.ts';

type Decision = 'approved' | 'rejected';

const DECISIONS = [
  { id: 'approved', label: 'Approve' },
  { id: 'rejected', label: 'Reject' },
];

/** The quote choice for an approval resting on written conditions alone (the form holds '' for it). */
const NO_QUOTE = '__none__';

interface DecisionValues {
  decision: Decision;
  note: string;
  customerReason: string;
  quoteId: string;
  conditions: string;
}

const EMPTY: DecisionValues = { decision: 'approved', note: '', customerReason: '', quoteId: '', conditions: '' };

/**
 * 'Submit decision': approve or reject (POST .../decision); the history records it. The note stays with
 * staff; the reason is what the customer reads, and a rejection needs one. An approval names the quote it
 * rests on, its conditions, or both.
 */
export function DecisionDialog({
  submission,
  queryId,
  isOpen,
  onClose,
}: {
  submission: Submission;
  queryId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const decide = useSubmissionMutation(queryId, (input: v.InferOutput<typeof DecisionSchema>) =>
    submissionCalls.decide(submission.id, input),
  );
  const quoteChoices = [
    { id: NO_QUOTE, label: 'No quote: conditions only' },
    ...submission.quotes.map((q) => ({ id: q.id, label: `${q.carrier}, ${formatMoney(q.amount)} (${q.status})` })),
  ];
  const form = useForm({
    defaultValues: EMPTY,
    ...schemaChecked(DecisionSchema),
    onSubmit: async ({ value }) => {
      try {
        await decide.mutateAsync(v.parse(DecisionSchema, value));
        toast({
          title: value.decision === 'approved' ? 'Submission approved' : 'Submission rejected',
          description: `${submission.submissionId} is now ${value.decision}.`,
        });
        close();
      } catch {
        // The refusal shows under the form (decide.error).
      }
    },
  });
  const decision = useStore(form.store, (state) => state.values.decision);

  const close = () => {
    form.reset();
    decide.reset();
    onClose();
  };

  return (
    <Dialog
      title="Submit decision"
      description={`Approve or reject ${submission.submissionId} for ${submission.clientName}.`}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button
            type="submit"
            form={form.formId}
            variant={decision === 'rejected' ? 'destructive' : 'primary'}
            isPending={decide.isPending}
            pendingLabel="Submitting..."
          >
            {decision === 'approved' ? 'Approve' : 'Reject'}
          </Button>
        </>
      }
    >
      <FormElement form={form} className={styles.formStack}>
        <form.Field name="decision">{(field) => <Select label="Decision" items={DECISIONS} {...boundChoice(field)} />}</form.Field>
        <form.Field name="note">
          {(field) => <TextArea label="Note" description="For staff only." isRequired placeholder="Why this decision?" {...bound(field)} />}
        </form.Field>
        <form.Field name="customerReason">
          {(field) => (
            <TextArea
              label="Reason for the customer"
              description="The customer reads this in the portal and in the e-mail about the decision."
              isRequired={decision === 'rejected'}
              placeholder={decision === 'rejected' ? 'Why the submission cannot be accepted' : 'Optional'}
              {...bound(field)}
            />
          )}
        </form.Field>
        {decision === 'approved' ? (
          <>
            <form.Field name="quoteId">
              {(field) => (
                <Select
                  label="Quote the approval rests on"
                  items={quoteChoices}
                  selectedKey={field.state.value || NO_QUOTE}
                  onSelectionChange={(key) => field.handleChange(key === NO_QUOTE ? '' : String(key))}
                  errorMessage={shownError(field)}
                />
              )}
            </form.Field>
            <form.Field name="conditions">
              {(field) => (
                <TextArea
                  label="Conditions"
                  description="Needed when no quote is chosen. Kept for staff."
                  placeholder="e.g. Sprinkler test certificate within 30 days"
                  {...bound(field)}
                />
              )}
            </form.Field>
          </>
        ) : null}
        {decide.isError ? (
          <p role="alert" className={styles.errorText}>
            {errorMessage(decide.error, 'Failed to record the decision')}
          </p>
        ) : null}
      </FormElement>
    </Dialog>
  );
}
