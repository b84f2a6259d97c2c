import { ArchiveIcon, DocumentIcon, FileIconGlyph, ImageIcon, PdfIcon, SheetIcon } from '../../icons/Icon.tsx';
import { cx } from '../../styles/cx.ts';
import { fileIcon } from './FileIcon.css.ts';
import { fileKind, fileKindLabels, type FileKind } from './fileKind.ts';

export interface FileIconProps {
  /** File name; its extension picks the icon. */
  name?: string;
  /** MIME type, used when the name has no known extension. */
  type?: string;
  /** Force a kind. */
  kind?: FileKind;
  size?: 'sm' | 'md' | 'lg';
  /** Announce the kind ('PDF') instead of hiding the icon as decoration. */
  labelled?: boolean;
  className?: string;
}

const glyphs: Record<FileKind, typeof PdfIcon> = {
  pdf: PdfIcon,
  spreadsheet: SheetIcon,
  image: ImageIcon,
  document: DocumentIcon,
  archive: ArchiveIcon,
  other: FileIconGlyph,
};

/** An icon for a file by kind: PDF (red), spreadsheet (green), image, document, archive. */
export function FileIcon({ name = '', type, kind, size, labelled = false, className }: FileIconProps) {
  const k = kind ?? fileKind(name, type);
  const Glyph = glyphs[k];
  return (
    <span
      className={cx(fileIcon({ kind: k, size }), className)}
      data-kind={k}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? fileKindLabels[k] : undefined}
      aria-hidden={labelled ? undefined : true}
    >
      <Glyph />
    </span>
  );
}
