import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MetricTile } from './MetricTile.tsx';

describe('MetricTile', () => {
  it('is a region named by its label showing the value', () => {
    render(<MetricTile label="Approval Rate" value="61%" hint="Last 30 days" />);
    const tile = screen.getByRole('region', { name: 'Approval Rate' });
    expect(tile).toHaveTextContent('61%');
    expect(tile).toHaveTextContent('Last 30 days');
  });
});
