import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FileIcon } from './FileIcon.tsx';
import { fileKind } from './fileKind.ts';

describe('fileKind', () => {
  it.each([
    ['schedule.pdf', '', 'pdf'],
    ['fleet.XLSX', '', 'spreadsheet'],
    ['sov.csv', '', 'spreadsheet'],
    ['photo.jpeg', '', 'image'],
    ['letter.docx', '', 'document'],
    ['bundle.zip', '', 'archive'],
    ['scan', 'image/png', 'image'],
    ['blob', 'application/octet-stream', 'other'],
  ])('%s (%s) is %s', (name, type, kind) => {
    expect(fileKind(name, type)).toBe(kind);
  });
});

describe('FileIcon', () => {
  it('is decorative by default', () => {
    const { container } = render(<FileIcon name="a.pdf" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('can announce its kind', () => {
    render(<FileIcon name="fleet.xlsx" labelled />);
    expect(screen.getByRole('img', { name: 'Spreadsheet' })).toHaveAttribute('data-kind', 'spreadsheet');
  });
});
