import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from './Chart.tsx';

const props = {
  title: 'Submissions by month',
  kind: 'bar' as const,
  categories: ['Jan 2026', 'Feb 2026'],
  categoryHeader: 'Month',
  series: [{ name: 'Submissions', values: [12, null] }],
};

describe('Chart', () => {
  it('is a focusable image named by its title and figures', () => {
    render(<Chart {...props} />);
    const image = screen.getByRole('img', { name: 'Submissions by month: Jan 2026 12, Feb 2026 none' });
    expect(image).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('figure', { name: 'Submissions by month' })).toBeInTheDocument();
  });

  it('shows the same figures as a table when the switch is turned on', async () => {
    render(<Chart {...props} formatValue={(n) => `${n} subs`} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Show table: Submissions by month' }));
    const table = screen.getByRole('table', { name: 'Submissions by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Submissions']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthSubmissions', 'Jan 202612 subs', 'Feb 2026—']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names every series of a grouped chart and says when there is nothing to show', () => {
    const { rerender } = render(
      <Chart
        {...props}
        kind="line"
        series={[
          { name: 'To quote', values: [1, 2] },
          { name: 'To decision', values: [3, 4] },
        ]}
      />,
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Submissions by month (To quote / To decision): Jan 2026 1 / 3, Feb 2026 2 / 4',
    );
    rerender(<Chart {...props} series={[{ name: 'Submissions', values: [0, null] }]} emptyText="No submissions" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No submissions')).toBeInTheDocument();
  });
});
