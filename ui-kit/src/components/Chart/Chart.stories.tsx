import type { Story, StoryDefault } from '@ladle/react';
import { Chart } from './Chart.tsx';

export default { title: 'Chart' } satisfies StoryDefault;

const months = ['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026'];
const money = (n: number) => `$${Math.round(n / 1000).toLocaleString('en-GB')}k`;

export const Bars: Story = () => (
  <Chart
    title="Submissions by month"
    description="Submissions received each month"
    kind="bar"
    categories={months}
    categoryHeader="Month"
    series={[{ name: 'Submissions', values: [12, 8, 15, 9, 14, 11] }]}
  />
);

export const GroupedBars: Story = () => (
  <Chart
    title="Premium by month"
    kind="bar"
    categories={months}
    categoryHeader="Month"
    formatValue={money}
    series={[
      { name: 'Quoted premium', values: [120_000, 80_000, 150_000, 90_000, 140_000, 110_000], tone: 'blue' },
      { name: 'Bound premium', values: [60_000, 20_000, 90_000, 30_000, 70_000, 55_000], tone: 'green' },
    ]}
  />
);

export const HorizontalWithTones: Story = () => (
  <Chart
    title="Rating distribution"
    kind="bar"
    layout="horizontal"
    height={180}
    categories={['Excellent', 'Good', 'Fair', 'Poor']}
    categoryHeader="Rating"
    categoryTones={['green', 'blue', 'yellow', 'red']}
    series={[{ name: 'Submissions', values: [4, 11, 7, 2] }]}
  />
);

export const Lines: Story = () => (
  <Chart
    title="Median days to quote and to decision"
    kind="line"
    categories={months}
    categoryHeader="Month"
    formatValue={(n) => `${n} d`}
    series={[
      { name: 'To quote', values: [2.5, 3, null, 2, 1.5, 2], tone: 'blue' },
      { name: 'To decision', values: [9, 11, 8, null, 7, 6.5], tone: 'purple' },
    ]}
  />
);

export const Empty: Story = () => (
  <Chart title="Hit ratio by carrier" kind="bar" categories={[]} categoryHeader="Carrier" series={[{ name: 'Hit ratio', values: [] }]} />
);
