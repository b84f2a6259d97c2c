import { Button, DropZone, FileIcon, XIcon } from '@workbench/ui-kit';
import { formatBytes } from '../../format.ts';
import * as styles from './claims.css.ts';

/** Photos and documents a claim takes: images and PDFs. */
export const CLAIM_FILE_ACCEPT = ['image/*', 'application/pdf', '.pdf'] as const;
/** As many as the server takes with one report or message. */
export const MAX_CLAIM_FILES = 10;

/** Chooses several photos and PDFs, listing each chosen file with a remove button. */
export function ClaimFilePicker({
  files,
  onChange,
  label,
  isDisabled,
  errorMessage,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  label: string;
  isDisabled?: boolean;
  errorMessage?: string;
}) {
  const room = MAX_CLAIM_FILES - files.length;
  return (
    <div className={styles.stack}>
      {room > 0 ? (
        <DropZone
          aria-label={label}
          accept={CLAIM_FILE_ACCEPT}
          maxFiles={room}
          title="Drag and drop photos or documents here, or"
          browseLabel="Choose files"
          hint={`Images and PDFs, up to ${MAX_CLAIM_FILES} files`}
          isDisabled={isDisabled}
          errorMessage={errorMessage}
          onFiles={(chosen) => onChange([...files, ...chosen])}
        />
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.list} aria-label="Chosen files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.fileRow}>
              <FileIcon name={file.name} type={file.type} />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>{formatBytes(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${file.name}`}
                isDisabled={isDisabled}
                onPress={() => onChange(files.filter((_, i) => i !== index))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
