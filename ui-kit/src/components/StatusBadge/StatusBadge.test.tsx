import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge.tsx';
import { Badge } from '../Badge/Badge.tsx';

const classOf = (el: HTMLElement) => el.className;

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending'],
    ['in_progress', 'In Progress'],
    ['in_review', 'In Review'],
    ['approved', 'Approved'],
    ['rejected', 'Rejected'],
  ])('labels %s as %s', (status, label) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-status', status);
  });

  it('colours statuses by the spec: pending blue, in_review purple, unknown grey', () => {
    render(
      <>
        <StatusBadge status="pending" />
        <Badge tone="blue" dot>
          blue
        </Badge>
        <StatusBadge status="in_review" />
        <Badge tone="purple" dot>
          purple
        </Badge>
        <StatusBadge status="archived" />
        <Badge tone="neutral" dot>
          grey
        </Badge>
      </>,
    );
    expect(classOf(screen.getByText('Pending'))).toBe(classOf(screen.getByText('blue')));
    expect(classOf(screen.getByText('In Review'))).toBe(classOf(screen.getByText('purple')));
    expect(classOf(screen.getByText('Archived'))).toBe(classOf(screen.getByText('grey')));
  });

  it('uses the customer palette: pending yellow, in_progress blue, unknown as plain text', () => {
    render(
      <>
        <StatusBadge palette="customer" status="pending" />
        <Badge tone="yellow">yellow</Badge>
        <StatusBadge palette="customer" status="in_progress" />
        <Badge tone="blue">blue</Badge>
        <StatusBadge palette="customer" status="on_hold" />
      </>,
    );
    expect(classOf(screen.getByText('Pending'))).toBe(classOf(screen.getByText('yellow')));
    expect(classOf(screen.getByText('In Progress'))).toBe(classOf(screen.getByText('blue')));
    expect(screen.getByText('On Hold')).not.toHaveAttribute('data-status');
  });
});
