import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerSubmission } from '@workbench/core';
import { DropZone, Card, CardContent, CardHeader, CardTitle, EmptyState, FileIcon, useToast } from '@workbench/ui-kit';
import { errorMessage } from '../../../api/client.ts';
import { DownloadLink } from '../../../components/DownloadLink.tsx';
import { formatBytes, formatDate } from '../../../format.ts';
import { documentDownloadHref, uploadSubmissionDocument } from '../../../queries/customer.queries.ts';
import { submissionKeys } from '../../../queries/submissions.queries.ts';
import * as styles from './SubmissionDetail.css.ts';

/** What 'Upload New Document' offers in the file dialog: PDF, Word, Excel, or image files. */
const DOCUMENT_ACCEPT = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.csv', '.jpg', '.jpeg', '.png'];

/** The submission's stored documents with Download, and an area that stores a new one on the submission. */
export function DocumentsTab({ submission }: { submission: CustomerSubmission }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const documents = submission.documents ?? [];

  const store = useMutation({
    mutationFn: (file: File) => uploadSubmissionDocument(submission.id, file),
    onSuccess: async (document) => {
      toast({ title: 'Document uploaded', description: `${document.filename} has been added to your submission.` });
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Upload failed', description: errorMessage(error, 'Failed to upload document') });
    },
  });

  const take = (files: File[]) => {
    if (files.length === 0) return;
    if (files.length > 1) {
      toast({ variant: 'destructive', title: 'Upload failed', description: 'Too many files' });
      return;
    }
    store.mutate(files[0]!);
  };

  return (
    <div className={styles.tabBody}>
      <Card as="section" aria-labelledby="documents-title">
        <CardHeader>
          <CardTitle level={2} id="documents-title">
            Documents
          </CardTitle>
        </CardHeader>
        <CardContent>
          {documents.length === 0 ? (
            <EmptyState headingLevel={3} title="No Documents" description="There are no documents on this submission yet." />
          ) : (
            <ul className={styles.docList} aria-label="Documents">
              {documents.map((doc) => (
                <li key={doc.id} className={styles.doc}>
                  <FileIcon name={doc.filename} type={doc.mimeType} />
                  <span className={styles.docText}>
                    <span className={styles.docName}>{doc.filename}</span>
                    <span className={styles.docMeta}>
                      {doc.type} · {formatBytes(doc.size)} · Uploaded {formatDate(doc.uploadedAt)} by {doc.uploadedBy}
                    </span>
                  </span>
                  <DownloadLink href={documentDownloadHref(doc.id)} filename={doc.filename} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card as="section" aria-labelledby="upload-document-title">
        <CardHeader>
          <CardTitle level={2} id="upload-document-title">
            Upload New Document
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DropZone
            aria-label="Drop a document to upload"
            accept={DOCUMENT_ACCEPT}
            maxFiles={1}
            title="Drag and drop a document here, or"
            browseLabel="Browse Files"
            hint="PDF, Word, Excel, or image files"
            isDisabled={store.isPending}
            onFiles={(files) => take(files)}
          />
          {store.isPending ? (
            <p className={styles.docMeta} role="status">
              Uploading...
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
