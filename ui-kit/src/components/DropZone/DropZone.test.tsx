import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropZone } from './DropZone.tsx';
import { validateFiles, matchesAccept } from './validateFiles.ts';

const file = (name: string, size = 10, type = '') => new File(['x'.repeat(size)], name, { type });
const accept = ['.pdf', '.jpg', '.jpeg', '.png', '.xlsx', '.xls', '.csv'];

describe('validateFiles', () => {
  it('accepts a file whose extension is on the accept list, whatever its case', () => {
    expect(validateFiles([file('SOV.XLSX')], { accept }).accepted).toHaveLength(1);
  });

  it("rejects a type that is not accepted with 'File type must be ...'", () => {
    const { rejected } = validateFiles([file('notes.txt')], { accept: ['.pdf', '.png'] });
    expect(rejected[0]!.errors).toEqual(['File type must be one of .pdf, .png']);
  });

  it('matches MIME wildcards', () => {
    expect(matchesAccept({ name: 'scan', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(matchesAccept({ name: 'scan', type: 'application/pdf' }, ['image/*'])).toBe(false);
  });

  it('reports files larger or smaller than the limits in bytes', () => {
    expect(validateFiles([file('a.pdf', 200)], { maxSize: 100 }).rejected[0]!.errors).toEqual(['File is larger than 100 bytes']);
    expect(validateFiles([file('a.pdf', 5)], { minSize: 10 }).rejected[0]!.errors).toEqual(['File is smaller than 10 bytes']);
  });

  it("rejects more files than allowed with 'Too many files'", () => {
    const check = validateFiles([file('a.pdf'), file('b.pdf')], { maxFiles: 1 });
    expect(check.tooMany).toBe(true);
    expect(check.rejected.every((r) => r.errors.includes('Too many files'))).toBe(true);
  });
});

describe('DropZone', () => {
  it('hands a chosen file to onFiles', async () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone accept={accept} onFiles={onFiles} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, file('schedule.pdf', 10, 'application/pdf'));
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'schedule.pdf' })]);
  });

  it('shows the rejection message for a wrong type and does not hand it on', async () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    const { container } = render(<DropZone accept={['.pdf']} onFiles={onFiles} onReject={onReject} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('virus.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File type must be .pdf');
    expect(onFiles).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalled();
  });

  it('keeps only the first file when told to', async () => {
    const onFiles = vi.fn();
    const { container } = render(<DropZone extraFiles="first" onFiles={onFiles} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('a.pdf'), file('b.pdf')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' })]);
  });

  it('shows the chosen file with a remove button', async () => {
    const { container } = render(<DropZone showSelection onFiles={() => {}} />);
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file('fleet.xlsx')] } });
    expect(screen.getByText('fleet.xlsx')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove fleet.xlsx' }));
    expect(screen.queryByText('fleet.xlsx')).toBeNull();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeInTheDocument();
  });

  it('has its browse button as its one stop in the tab order', async () => {
    render(
      <>
        <button type="button">Before</button>
        <DropZone aria-label="Drop a schedule" onFiles={() => {}} hint="Supported formats: PDF, Excel, JPEG, PNG" />
        <button type="button">After</button>
      </>,
    );
    expect(screen.getByText('Supported formats: PDF, Excel, JPEG, PNG')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Drop a schedule' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('hands a dropped file to onFiles', async () => {
    const onFiles = vi.fn();
    render(<DropZone title="Drop it here" onFiles={onFiles} />);
    const zone = screen.getByRole('group', { name: 'Drop it here' });
    const dropped = file('fleet.xlsx');
    const dataTransfer = {
      files: [dropped],
      items: [{ kind: 'file', type: '', getAsFile: () => dropped }],
      types: ['Files'],
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.drop(zone, { dataTransfer, clientX: 1, clientY: 1 });
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'fleet.xlsx' })]));
  });
});
