import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { UNSUPPORTED_FORMAT, plural } from '@workbench/core';
import { Button, Dialog, DropZone, ProgressBar, UploadIcon, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { PARSEABLE_ACCEPT, parseDocument, saveUploadPrefill } from '../../queries/documents.queries.ts';
import * as styles from './UploadSubmissionButton.css.ts';
import { useMappingReview } from '../../components/MappingReviewDialog.tsx';
import { EMAIL_ACCEPT, isEmailFile, takeInEmail } from '../../queries/email-intake.queries.ts';
import { keepScheduleFile } from '../wizard/scheduleFiles.ts';

/**
 * Upload Submission: reads a schedule from a document and opens the wizard with what was extracted
 * (kept in sessionStorage under 'workbench.upload-prefill' for the wizard to pick up).
 */
export function UploadSubmissionButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { review, dialog } = useMappingReview();
  // A saved e-mail becomes a draft submission at once: its attachments are its documents, the client proposed.
  const intake = useMutation({
    mutationFn: (file: File) => takeInEmail(file),
    onSuccess: (answer) => {
      setOpen(false);
      const { submission, client, warnings } = answer;
      if (answer.outcome === 'created' && client && submission) {
        const filed = client.match === 'created' ? `new client ${client.name}` : `${client.name} (proposed)`;
        toast({
          title: `Draft ${submission.submissionId} created from the e-mail`,
          description: [`Filed under ${filed}.`, ...warnings].join(' '),
        });
      } else if (answer.outcome === 'attached' && submission) {
        toast({ title: `Reply added to ${submission.submissionId}`, description: warnings.join(' ') || undefined });
      } else {
        toast({ title: 'Already taken in', description: warnings.join(' ') });
      }
      if (submission) void navigate({ to: '/submissions/$id', params: { id: submission.submissionId } });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, 'The e-mail could not be taken in') });
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => parseDocument(file),
    onSuccess: async (answer, file) => {
      // The upload dialog gives way to the mapping review: the wizard starts only from a confirmed reading.
      setOpen(false);
      const result = await review(file, answer, { learn: true, clientId: null });
      if (!result) {
        toast({ title: 'Nothing added', description: `No submission was started from ${file.name}.` });
        return;
      }
      saveUploadPrefill({ ...result, filename: file.name });
      // Kept to be stored with the submission the wizard saves from it.
      if (result.file) await keepScheduleFile(result.file, file);
      toast({
        title: 'Document processed successfully',
        description: `Found ${plural(result.properties.length, 'property', 'properties')} and ${plural(result.vehicles.length, 'vehicle')}.`,
      });
      void navigate({ to: '/create-submission' });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, 'Failed to process document') });
    },
  });

  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        <UploadIcon />
        Upload Submission
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={(next) => !upload.isPending && !intake.isPending && setOpen(next)}
        title="Upload Submission"
        description="Upload a statement of values or a fleet schedule: the locations and vehicles found in it start a new submission. Or drop a saved e-mail (.eml, or a mail dragged out of Outlook as .msg): it becomes a draft submission with its attachments."
      >
        <div className={styles.body}>
          {upload.isPending || intake.isPending ? (
            <div className={styles.processing}>
              <ProgressBar
                label={`Processing ${(upload.variables ?? intake.variables)?.name ?? 'document'}`}
                isIndeterminate
                showValue={false}
              />
              <p className={styles.note}>Reading the document. Processing may take a minute for scanned files.</p>
            </div>
          ) : (
            <DropZone
              accept={[...PARSEABLE_ACCEPT, ...EMAIL_ACCEPT]}
              extraFiles="first"
              title="Drag and drop a document here"
              hint="PDF, image (JPEG, PNG), spreadsheet (Excel, CSV) or saved e-mail (.eml, Outlook .msg)"
              browseLabel="Choose a document"
              onFiles={(files) => {
                // Only the first file is used.
                const file = files[0];
                if (file && isEmailFile(file)) intake.mutate(file);
                else if (file) upload.mutate(file);
              }}
              onReject={() => toast({ variant: 'destructive', ...UNSUPPORTED_FORMAT })}
            />
          )}
        </div>
      </Dialog>
      {dialog}
    </>
  );
}
