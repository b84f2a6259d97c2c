import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { DocumentSummary } from '@workbench/core';
import { Button, FileIcon, ProgressBar, UploadIcon, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { PARSEABLE_ACCEPT, isParseable } from '../../../queries/documents.queries.ts';
import { documentDownloadUrl } from '../../../queries/submission-detail.queries.ts';
import { ATTACHMENT_DRAG_TYPE, readDraggedAttachment } from '../dragAttachment.ts';
import type { useExtraction } from './useExtraction.ts';
import * as styles from './risk.css.ts';

type Extraction = ReturnType<typeof useExtraction>;
const CHOOSE = 'choose-file';

/** Turns a message attachment back into a File, so it goes through the same extraction as a dropped file. */
async function fetchAttachment(id: string, filename: string): Promise<File> {
  const response = await fetch(documentDownloadUrl(id), { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text().catch(() => '')) || response.statusText}`);
  const blob = await response.blob();
  return new File([blob], filename, { type: blob.type.split(';')[0] ?? '' });
}

/**
 * Spec 'Upload Documents' box: choose or drop a file (or drag a message attachment here) and the schedule
 * is extracted; while processing it shows the progress and a Cancel button. The submission's own documents
 * the reader takes (an e-mail's attachments among them) are listed to be read again from here, through the
 * same review, without downloading and uploading them.
 */
export function UploadBox({ extraction, documents }: { extraction: Extraction; documents: readonly DocumentSummary[] }) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const busy = extraction.phase !== 'idle';
  // The control a read started from: its button gives way to the progress while the file is read and its
  // columns reviewed, so focus would be left on the page itself; once the box is back, focus returns to it.
  const opener = useRef<string>(CHOOSE);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const done = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!done) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !active.matches('main')) return;
    box.current?.querySelector<HTMLElement>(`[data-opener="${CSS.escape(opener.current)}"]`)?.focus();
  }, [busy]);

  const accepts = (event: DragEvent) =>
    event.dataTransfer.types.includes('Files') || event.dataTransfer.types.includes(ATTACHMENT_DRAG_TYPE);

  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (busy) return;
    opener.current = CHOOSE;
    const attachment = readDraggedAttachment(event.dataTransfer);
    if (attachment) {
      try {
        await extraction.extract([await fetchAttachment(attachment.id, attachment.filename)]);
      } catch (error) {
        toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, 'Failed to process document') });
      }
      return;
    }
    await extraction.extract([...event.dataTransfer.files]);
  };

  const readAgain = async (document: DocumentSummary) => {
    opener.current = document.id;
    try {
      await extraction.extract([await fetchAttachment(document.id, document.filename)]);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, 'Failed to process document') });
    }
  };
  const schedules = documents.filter((d) => isParseable({ name: d.filename, type: d.mimeType }));

  return (
    <div
      ref={box}
      className={styles.dropBox}
      data-drop-target={over}
      data-testid="upload-documents"
      role="group"
      aria-label="Upload Documents"
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => void onDrop(event)}
    >
      <UploadIcon className={styles.dropIcon} />
      <h3 className={styles.dropTitle}>Upload Documents</h3>
      <p className={styles.dropText}>Extract property and vehicle data automatically</p>
      {busy ? (
        <div className={styles.progress}>
          <ProgressBar label={`Processing ${extraction.filename ?? 'document'}...`} value={Math.round(extraction.progress)} />
          <p className={styles.dropText} role="status">
            Processing your document. This may take a minute.
          </p>
          {extraction.phase === 'processing' ? (
            <Button variant="outline" size="sm" onPress={extraction.cancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className={styles.dropText}>Drop a PDF, image or spreadsheet here, or drag an attachment from the messages.</p>
          <Button
            variant="secondary"
            data-opener={CHOOSE}
            onPress={() => {
              opener.current = CHOOSE;
              input.current?.click();
            }}
          >
            <UploadIcon />
            Choose File
          </Button>
          {schedules.length > 0 ? (
            <section className={styles.received} aria-labelledby="received-schedules">
              <h4 id="received-schedules" className={styles.receivedTitle}>
                Documents on this submission
              </h4>
              <ul className={styles.receivedList}>
                {schedules.map((document) => (
                  <li key={document.id} className={styles.receivedItem}>
                    <FileIcon name={document.filename} type={document.mimeType} size="sm" />
                    <span className={styles.receivedName}>{document.filename}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Review columns of ${document.filename}`}
                      data-opener={document.id}
                      onPress={() => void readAgain(document)}
                    >
                      Review columns
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <input
        ref={input}
        type="file"
        accept={PARSEABLE_ACCEPT.join(',')}
        className={styles.hiddenInput}
        aria-label="Choose a document to extract"
        data-testid="upload-documents-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void extraction.extract(files);
        }}
      />
    </div>
  );
}
