import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { UNSUPPORTED_FORMAT, plural } from '@workbench/core';
import { Button, Dialog, DropZone, ProgressBar, UploadIcon, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { PARSEABLE_ACCEPT, parseDocument, saveUploadPrefill } from '../../queries/documents.queries.ts';
import * as styles from './UploadSubmissionButton.css.ts';

/**
 * Upload Submission: reads a schedule from a document and opens the wizard with what was extracted
 * (kept in sessionStorage under 'workbench.upload-prefill' for the wizard to pick up).
 */
export function UploadSubmissionButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { toast } = useToast();
  const upload = useMutation({
    mutationFn: (file: File) => parseDocument(file),
    onSuccess: (result, file) => {
      saveUploadPrefill({ ...result, filename: file.name });
      toast({
        title: 'Document processed successfully',
        description: `Found ${plural(result.properties.length, 'property', 'properties')} and ${plural(result.vehicles.length, 'vehicle')}.`,
      });
      setOpen(false);
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
        onOpenChange={(next) => !upload.isPending && setOpen(next)}
        title="Upload Submission"
        description="Upload a statement of values or a fleet schedule. The locations and vehicles found in it start a new submission."
      >
        <div className={styles.body}>
          {upload.isPending ? (
            <div className={styles.processing}>
              <ProgressBar label={`Processing ${upload.variables?.name ?? 'document'}`} isIndeterminate showValue={false} />
              <p className={styles.note}>Reading the document. Processing may take a minute for scanned files.</p>
            </div>
          ) : (
            <DropZone
              accept={PARSEABLE_ACCEPT}
              extraFiles="first"
              title="Drag and drop a document here"
              hint="PDF, image (JPEG, PNG) or spreadsheet (Excel, CSV)"
              browseLabel="Choose a document"
              onFiles={(files) => {
                // Only the first file is used.
                const file = files[0];
                if (file) upload.mutate(file);
              }}
              onReject={() => toast({ variant: 'destructive', ...UNSUPPORTED_FORMAT })}
            />
          )}
        </div>
      </Dialog>
    </>
  );
}
