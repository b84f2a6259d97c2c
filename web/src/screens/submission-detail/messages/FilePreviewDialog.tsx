import type { Attachment } from '@workbench/core';
import { Button, Dialog, DownloadIcon, FileIcon } from '@workbench/ui-kit';
import { documentDownloadUrl } from '../../../queries/submission-detail.queries.ts';
import { downloadDocument } from '../download.ts';
import * as styles from './messages.css.ts';

export type PreviewKind = 'image' | 'pdf' | 'spreadsheet' | 'other';

/** What the preview shows: the image itself, a PDF icon, a spreadsheet icon, or a plain file icon. */
export function previewKind(attachment: Pick<Attachment, 'filename' | 'type'>): PreviewKind {
  const type = attachment.type.toLowerCase();
  const name = attachment.filename.toLowerCase();
  if (type.startsWith('image/') || /\.(png|jpe?g|gif|webp)$/.test(name)) return 'image';
  if (type.includes('pdf') || name.endsWith('.pdf')) return 'pdf';
  if (type.includes('sheet') || type.includes('excel') || type.includes('csv') || /\.(xlsx?|csv)$/.test(name)) return 'spreadsheet';
  return 'other';
}

/** Spec 'File preview dialog': filename, an icon (or the image), Cancel and Download. */
export function FilePreviewDialog({ attachment, onClose }: { attachment: Attachment | null; onClose: () => void }) {
  const kind = attachment ? previewKind(attachment) : 'other';
  return (
    <Dialog
      title="File preview"
      isOpen={attachment !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={(close) => (
        <>
          <Button variant="outline" slot="close">Cancel</Button>
          <Button
            onPress={() => {
              if (attachment) downloadDocument(attachment.id, attachment.filename);
              close();
            }}
          >
            <DownloadIcon />
            Download
          </Button>
        </>
      )}
    >
      {attachment ? (
        <div className={styles.preview}>
          {kind === 'image' ? (
            <img className={styles.previewImage} src={documentDownloadUrl(attachment.id)} alt={attachment.filename} />
          ) : (
            <FileIcon name={attachment.filename} type={attachment.type} kind={kind === 'other' ? undefined : kind} size="lg" labelled />
          )}
          <p className={styles.filename}>{attachment.filename}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
