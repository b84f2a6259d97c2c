import { Badge, Button, XIcon } from '@workbench/ui-kit';
import * as styles from './messages.css.ts';

/** The files chosen for a message before it is sent, each with a button that takes it off again. */
export function AttachmentChips({ files, onChange }: { files: readonly File[]; onChange: (files: File[]) => void }) {
  if (files.length === 0) return null;
  return (
    <div className={styles.chips} aria-label="Attachments to send" role="list">
      {files.map((file, i) => (
        <span role="listitem" key={`${file.name}-${i}`}>
          <Badge tone="blue">
            {file.name}
            <Button variant="ghost" size="sm" aria-label={`Remove ${file.name}`} onPress={() => onChange(files.filter((_, j) => j !== i))}>
              <XIcon />
            </Button>
          </Badge>
        </span>
      ))}
    </div>
  );
}
