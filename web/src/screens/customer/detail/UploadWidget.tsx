import { useEffect, useRef, useState } from 'react';
import { Alert, Button, DropZone, FileIcon, ProgressBar, XIcon, useToast } from '@workbench/ui-kit';
import type { ParseResult } from '@workbench/core';
import { parseDocument } from '../../../queries/documents.queries.ts';
import {
  CUSTOMER_UPLOAD_ACCEPT,
  CUSTOMER_UPLOAD_HINT,
  NO_FILE_MESSAGE,
  PROGRESS_TICK_MS,
  RESET_AFTER_SUCCESS_MS,
  nextProgress,
  uploadFailureMessage,
} from './uploadRules.ts';
import * as styles from './UploadWidget.css.ts';
import { useMappingReview } from '../../../components/MappingReviewDialog.tsx';

type Status = 'idle' | 'uploading' | 'processing' | 'success' | 'error';

interface UploadWidgetProps {
  kind: 'property' | 'vehicle';
  /** Called with the extracted rows once the document has been read. */
  onExtracted: (result: ParseResult) => void;
}

/**
 * The customer's 'Add ... from Document' widget: choose or drop one file, then
 * 'Extract Data' uploads it; progress rises 10 points every 200 ms up to 90 and jumps to 100 on the
 * answer; the widget resets 1 second after success, and on failure shows the error with progress at 0.
 */
export function UploadWidget({ kind, onExtracted }: UploadWidgetProps) {
  const { toast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<{ tick?: ReturnType<typeof setInterval>; reset?: ReturnType<typeof setTimeout> }>({});
  const busy = status === 'uploading' || status === 'processing';
  const { review, dialog } = useMappingReview();

  useEffect(
    () => () => {
      clearInterval(timers.current.tick);
      clearTimeout(timers.current.reset);
    },
    [],
  );

  const choose = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    setFile(first);
    setError(null);
    setStatus('idle');
    setProgress(0);
  };

  const remove = () => {
    setFile(null);
    setError(null);
    setStatus('idle');
    setProgress(0);
  };

  const extract = async () => {
    if (!file) {
      setError(NO_FILE_MESSAGE);
      setStatus('error');
      return;
    }
    setError(null);
    setStatus('uploading');
    setProgress(0);
    timers.current.tick = setInterval(() => {
      setProgress((p) => {
        const next = nextProgress(p);
        if (next >= 90) setStatus((s) => (s === 'uploading' ? 'processing' : s));
        return next;
      });
    }, PROGRESS_TICK_MS);
    try {
      const answer = await parseDocument(file, { kind });
      clearInterval(timers.current.tick);
      setProgress(100);
      // The customer checks how the columns were read before the rows are added; their choices read this
      // upload only and are never remembered for the firm.
      const result = await review(file, answer, { kind, learn: false });
      if (!result) {
        remove();
        toast({ title: 'Nothing added', description: `The rows of ${file.name} were not added.` });
        return;
      }
      setStatus('success');
      toast({ title: 'Document processed successfully', description: 'The document was uploaded and processed successfully.' });
      onExtracted(result);
      timers.current.reset = setTimeout(remove, RESET_AFTER_SUCCESS_MS);
    } catch (failure) {
      clearInterval(timers.current.tick);
      const message = uploadFailureMessage(failure);
      setProgress(0);
      setStatus('error');
      setError(message);
      toast({ variant: 'destructive', title: 'Document Processing Error', description: message });
    }
  };

  return (
    <div className={styles.widget} data-status={status}>
      {dialog}
      {file ? null : (
        <DropZone
          aria-label={`Drop a ${kind} document`}
          accept={CUSTOMER_UPLOAD_ACCEPT}
          maxFiles={1}
          title="Drag and drop a file here, or"
          browseLabel="Choose File"
          hint={CUSTOMER_UPLOAD_HINT}
          isDisabled={busy}
          onFiles={choose}
        />
      )}

      {file ? (
        <div className={styles.chosen}>
          <FileIcon name={file.name} type={file.type} />
          <span className={styles.chosenName}>{file.name}</span>
          <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} isDisabled={busy} onPress={remove}>
            <XIcon />
          </Button>
        </div>
      ) : null}

      {busy || status === 'success' ? (
        <div className={styles.progress}>
          <span className={styles.progressText} role="status">
            {status === 'uploading' ? 'Uploading...' : status === 'processing' ? 'Processing document...' : 'Document processed'}
          </span>
          <ProgressBar aria-label="Upload progress" value={progress} />
        </div>
      ) : null}

      {status === 'error' && error ? (
        <Alert variant="destructive" title="Error">
          {error}
        </Alert>
      ) : null}

      <div>
        <p className={styles.tipsTitle}>Tips</p>
        <ul className={styles.tips}>
          <li>For property data, upload a schedule of locations (statement of values).</li>
          <li>For vehicle data, upload a fleet schedule listing each vehicle.</li>
          <li>Excel files with clearly labelled columns give the best results.</li>
        </ul>
      </div>

      <div className={styles.footer}>
        <Button onPress={() => void extract()} isPending={busy} pendingLabel="Processing...">
          Extract Data
        </Button>
      </div>
    </div>
  );
}
