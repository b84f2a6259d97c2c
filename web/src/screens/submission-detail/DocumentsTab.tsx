import { useMemo, useRef, useState } from 'react';
import { isDecided, type DocumentSummary, type Submission } from '@workbench/core';
import { Button, DownloadIcon, Select, Table, UploadIcon, useToast, type TableColumn } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { formatBytes, formatDateTime } from '../../format.ts';
import { submissionCalls, useSubmissionMutation } from '../../queries/submission-detail.queries.ts';
import { downloadDocument } from './download.ts';
import * as styles from './detail.css.ts';

const ALL = 'all';

/** Spec 'Documents': the stored files of the submission, uploaded, downloaded and filtered by type. */
export function DocumentsTab({ submission, queryId }: { submission: Submission; queryId: string }) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<string>(ALL);
  const upload = useSubmissionMutation(queryId, (file: File) => submissionCalls.uploadDocument(submission.id, file));

  const types = useMemo(() => [...new Set(submission.documents.map((d) => d.type))].sort(), [submission.documents]);
  const rows = useMemo(
    () => (type === ALL ? submission.documents : submission.documents.filter((d) => d.type === type)),
    [submission.documents, type],
  );

  const columns = useMemo<TableColumn<DocumentSummary>[]>(
    () => [
      // Names wrap and sizes and times stay on one line, so the table keeps to its card and the download
      // button stays in view.
      { id: 'filename', header: 'Name', isRowHeader: true, isSortable: true, text: (d) => d.filename, cell: (d) => d.filename },
      { id: 'type', header: 'Type', isSortable: true },
      {
        id: 'size',
        header: 'Size',
        text: (d) => formatBytes(d.size),
        sortValue: (d) => d.size,
        isSortable: true,
      },
      {
        id: 'uploadedAt',
        header: 'Uploaded',
        text: (d) => formatDateTime(d.uploadedAt),
        sortValue: (d) => d.uploadedAt,
        isSortable: true,
      },
      { id: 'uploadedBy', header: 'Uploader', isSortable: true, text: (d) => d.uploadedBy, cell: (d) => d.uploadedBy },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        align: 'end',
        text: () => '',
        cell: (d) => (
          <Button variant="ghost" size="icon" aria-label={`Download ${d.filename}`} onPress={() => downloadDocument(d.id, d.filename)}>
            <DownloadIcon />
          </Button>
        ),
      },
    ],
    [],
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast({ title: 'Document uploaded', description: `${file.name} was added to ${submission.submissionId}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, 'Failed to upload the document') });
    }
  };

  return (
    <div>
      <div className={styles.toolbar}>
        <Select
          label="Filter by type"
          items={[{ id: ALL, label: 'All types' }, ...types.map((t) => ({ id: t, label: t }))]}
          selectedKey={type}
          onSelectionChange={(key) => setType(String(key))}
        />
        {/* A decided submission takes no new documents (the header says why): no button that can only fail. */}
        {isDecided(submission.status) ? null : (
          <>
            <Button onPress={() => input.current?.click()} isPending={upload.isPending} pendingLabel="Uploading...">
              <UploadIcon />
              Upload Document
            </Button>
            <input
              ref={input}
              type="file"
              className={styles.hiddenInput}
              aria-label="Choose a document to upload"
              data-testid="upload-document-input"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                void onFile(file);
              }}
            />
          </>
        )}
      </div>
      <Table title="Documents" columns={columns} rows={rows} emptyText="No documents uploaded yet." showCount />
    </div>
  );
}
