import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { DecisionSchema, type Submission } from '@workbench/core';
import { Button, Dialog, Select, TextArea, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { bound, boundChoice, schemaChecked } from '../../forms/schemaForm.ts';
import { FormElement } from '../../forms/FormElement.tsx';
import * as styles from './detail.css.ts';

type Decision = 'approved' | 'rejected';

const DECISIONS = [
  { id: 'approved', label: 'Approve' },
  { id: 'rejected', label: 'Reject' },
];

/** 'Submit decision': approve or reject with a note (POST .../decision); the history records it. */
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
  const decide = useSubmissionMutation(queryId, (input: { decision: Decision; note: string }) =>
    submissionCalls.decide(submission.id, input),
  );
  const form = useForm({
    defaultValues: { decision: 'approved' as Decision, note: '' },
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
          {(field) => <TextArea label="Note" isRequired placeholder="Why this decision?" {...bound(field)} />}
        </form.Field>
        {decide.isError ? (
          <p role="alert" className={styles.errorText}>
            {errorMessage(decide.error, 'Failed to record the decision')}
          </p>
        ) : null}
      </FormElement>
    </Dialog>
  );
}
