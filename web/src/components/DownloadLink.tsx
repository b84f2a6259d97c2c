import { DownloadIcon, Link } from '@workbench/ui-kit';

/** A stored file's Download button: a link that saves the file under its own name, named for it to screen readers. */
export function DownloadLink({ href, filename }: { href: string; filename: string }) {
  return (
    <Link href={href} download={filename} buttonVariant="outline" buttonSize="sm" aria-label={`Download ${filename}`}>
      <DownloadIcon /> Download
    </Link>
  );
}
