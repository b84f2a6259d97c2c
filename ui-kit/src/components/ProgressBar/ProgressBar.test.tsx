import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('is a labelled progress bar out of 100 showing the percentage', () => {
    render(<ProgressBar label="Completion" value={65} />);
    const bar = screen.getByRole('progressbar', { name: 'Completion' });
    expect(bar).toHaveAttribute('aria-valuenow', '65');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveTextContent('65%');
  });

  it('caps the fill at the maximum', () => {
    render(<ProgressBar aria-label="Upload" value={150} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveTextContent('100%');
  });

  it('says work goes on without an end when indeterminate, with its own value text', () => {
    render(<ProgressBar label="Downloading report" isIndeterminate valueLabel="1.2 MB received" />);
    const bar = screen.getByRole('progressbar', { name: 'Downloading report' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveTextContent('1.2 MB received');
  });
});
