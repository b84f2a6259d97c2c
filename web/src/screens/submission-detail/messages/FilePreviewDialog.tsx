import type { Attachment } from '@workbench/core';
import { Button, Dialog, DownloadIcon, FileIcon } from '@workbench/ui-kit';
import { documentDownloadUrl } from '../../../queries/submission-detail.queries.ts';
import { downloadDocument } from '../download.ts';
import { previewKind } from './previewKind.ts';
import * as styles from './messages.css.ts';

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
          <Button variant="outline" slot="close">
            Cancel
          </Button>
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
