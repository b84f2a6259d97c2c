import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonText } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces a loading placeholder once', () => {
    render(<SkeletonText lines={4} label="Loading submission" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading submission');
  });
});
