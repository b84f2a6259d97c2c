import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RatingBadge } from './RatingBadge.tsx';

describe('RatingBadge', () => {
  it("reads '85 Good'", () => {
    const { container } = render(<RatingBadge score={85} label="good" />);
    expect(container).toHaveTextContent('85 Good');
  });

  it('colours by label, with unknown labels grey', () => {
    render(
      <>
        <RatingBadge score={92} label="excellent" />
        <RatingBadge score={30} label="poor" />
        <RatingBadge score={50} label="unknown" />
      </>,
    );
    expect(screen.getByText('92').parentElement).toHaveAttribute('data-rating', 'excellent');
    expect(screen.getByText('30').parentElement!.className).not.toBe(screen.getByText('92').parentElement!.className);
    expect(screen.getByText('50').parentElement).toHaveTextContent('50 Unknown');
  });
});
