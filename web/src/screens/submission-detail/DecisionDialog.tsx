import { useState } from 'react';
import { DecisionSchema, type Submission } from '@workbench/core';
import { Button, Dialog, Select, TextArea, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { validate, type FieldErrors } from './validate.ts';
import * as styles from './detail.css.ts';

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
  const [decision, setDecision] = useState<'approved' | 'rejected'>('approved');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const decide = useSubmissionMutation(queryId, (input: { decision: 'approved' | 'rejected'; note: string }) =>
    submissionCalls.decide(submission.id, input),
  );

  const close = () => {
    setDecision('approved');
    setNote('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const checked = validate(DecisionSchema, { decision, note });
    if (checked.errors) return setErrors(checked.errors);
    try {
      await decide.mutateAsync(checked.output);
      toast({
        title: decision === 'approved' ? 'Submission approved' : 'Submission rejected',
        description: `${submission.submissionId} is now ${decision}.`,
      });
      close();
    } catch (error) {
      setErrors({ _form: errorMessage(error, 'Failed to record the decision') });
    }
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
            variant={decision === 'rejected' ? 'destructive' : 'primary'}
            onPress={() => void submit()}
            isPending={decide.isPending}
            pendingLabel="Submitting..."
          >
            {decision === 'approved' ? 'Approve' : 'Reject'}
          </Button>
        </>
      }
    >
      <div className={styles.formStack}>
        <Select
          label="Decision"
          items={DECISIONS}
          selectedKey={decision}
          onSelectionChange={(key) => setDecision(key as 'approved' | 'rejected')}
        />
        <TextArea label="Note" isRequired value={note} onChange={setNote} errorMessage={errors.note} placeholder="Why this decision?" />
        {errors._form ? (
          <p role="alert" className={styles.errorText}>
            {errors._form}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
