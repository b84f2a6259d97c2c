import { useId, useRef, useState, type ReactNode } from 'react';
import { FileTrigger, useDrop, type DropItem } from 'react-aria-components';
import { UploadIcon, XIcon } from '../../icons/Icon.tsx';
import { cx } from '../../styles/cx.ts';
import { Button } from '../Button/Button.tsx';
import { FileIcon } from '../FileIcon/FileIcon.tsx';
import * as styles from './DropZone.css.ts';
import { validateFiles, type FileRejection, type FileRules } from './validateFiles.ts';

type DropOptions = Parameters<typeof useDrop>[0];

export interface DropZoneProps
  extends Omit<DropOptions, 'ref' | 'onDrop' | 'getDropOperation' | 'hasDropButton' | 'onDropActivate'>,
    FileRules {
  /** Called with the accepted file(s). */
  onFiles: (files: File[]) => void;
  /** Called with files that broke a rule and their messages. */
  onReject?: (rejections: FileRejection[]) => void;
  /** What to do with extra files beyond maxFiles: 'reject' all with 'Too many files', or keep the 'first'. */
  extraFiles?: 'reject' | 'first';
  title?: ReactNode;
  /** A line under the title ('Supported formats: PDF, Excel, JPEG, PNG'). */
  hint?: ReactNode;
  /** Label of the browse button. */
  browseLabel?: string;
  /** Show the chosen file with a remove button (customer widget). */
  showSelection?: boolean;
  /** Errors from outside (e.g. the server) shown under the zone. */
  errorMessage?: ReactNode;
  /** The area's name (its title names it otherwise). */
  'aria-label'?: string;
  className?: string;
}

const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

async function filesFrom(items: DropItem[]): Promise<File[]> {
  const files = items.filter((i) => i.kind === 'file') as Array<Extract<DropItem, { kind: 'file' }>>;
  return Promise.all(files.map((f) => f.getFile()));
}

/**
 * A drop area with a browse button: drag a file over it (it highlights) or choose one. Files are checked
 * against the accept list, size limits and file count, and rejections come with the spec's messages.
 * The browse button is its one stop in the tab order: the area itself only takes drops, so it has no hidden
 * drop button of its own that a keyboard would land on without seeing it.
 */
export function DropZone({
  onFiles,
  onReject,
  accept = [],
  maxSize,
  minSize,
  maxFiles = 1,
  extraFiles = 'reject',
  title = 'Drag and drop a file here',
  hint,
  browseLabel = 'Browse files',
  showSelection = false,
  errorMessage,
  isDisabled,
  className,
  'aria-label': ariaLabel,
  ...props
}: DropZoneProps) {
  const [messages, setMessages] = useState<string[]>([]);
  const [selected, setSelected] = useState<File | null>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const handle = (incoming: File[]) => {
    const files = extraFiles === 'first' ? incoming.slice(0, maxFiles) : incoming;
    const { accepted, rejected } = validateFiles(files, { accept, maxSize, minSize, maxFiles });
    setMessages([...new Set(rejected.flatMap((r) => r.errors))]);
    if (rejected.length) onReject?.(rejected);
    if (accepted.length) {
      setSelected(accepted[0] ?? null);
      onFiles(accepted);
    }
  };

  const { dropProps, isDropTarget } = useDrop({
    ...props,
    ref: zoneRef,
    isDisabled,
    getDropOperation: () => (isDisabled ? 'cancel' : 'copy'),
    onDrop: async (e) => handle(await filesFrom(e.items)),
  });

  const shownErrors = errorMessage ? [errorMessage] : messages;
  return (
    <div className={cx(styles.root, className)}>
      {showSelection && selected ? (
        <div className={styles.chosen}>
          <FileIcon name={selected.name} type={selected.type} />
          <span className={styles.chosenName}>{selected.name}</span>
          <span className={styles.chosenSize}>{formatBytes(selected.size)}</span>
          <Button variant="ghost" size="icon" aria-label={`Remove ${selected.name}`} onPress={() => setSelected(null)}>
            <XIcon />
          </Button>
        </div>
      ) : (
        <div
          {...dropProps}
          ref={zoneRef}
          role="group"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : titleId}
          data-drop-target={isDropTarget || undefined}
          data-disabled={isDisabled || undefined}
          aria-disabled={isDisabled || undefined}
          className={cx(styles.zone, shownErrors.length > 0 && styles.invalidZone)}
        >
          <span className={styles.iconCircle}>
            <UploadIcon />
          </span>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          {hint ? <span className={styles.hint}>{hint}</span> : null}
          <FileTrigger
            acceptedFileTypes={accept.length ? [...accept] : undefined}
            allowsMultiple={maxFiles > 1}
            onSelect={(list) => handle(list ? Array.from(list) : [])}
          >
            <Button variant="outline" size="sm" isDisabled={isDisabled}>
              {browseLabel}
            </Button>
          </FileTrigger>
        </div>
      )}
      {shownErrors.length ? (
        <div role="alert">
          <ul className={styles.errors}>
            {shownErrors.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
