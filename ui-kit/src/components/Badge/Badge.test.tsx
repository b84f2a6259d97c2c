import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TONES } from '../../theme/tokens.ts';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it.each(TONES)('shows its text in the %s tone', (tone) => {
    render(<Badge tone={tone}>Label {tone}</Badge>);
    expect(screen.getByText(`Label ${tone}`)).toBeVisible();
  });

  it('reads only its text: the dot is hidden from assistive technology', () => {
    render(
      <Badge tone="purple" dot>
        Checking
      </Badge>,
    );
    const badge = screen.getByText('Checking');
    expect(badge).toHaveTextContent(/^Checking$/);
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('passes its attributes on, so a count can be an image with a name', () => {
    render(
      <Badge tone="neutral" role="img" aria-label="12 open items" data-state="open">
        12
      </Badge>,
    );
    const badge = screen.getByRole('img', { name: '12 open items' });
    expect(badge).toHaveTextContent('12');
    expect(badge).toHaveAttribute('data-state', 'open');
  });

  it('styles each tone and appearance differently', () => {
    render(
      <>
        <Badge tone="green">A</Badge>
        <Badge tone="red">B</Badge>
        <Badge tone="green" appearance="outline">
          C
        </Badge>
      </>,
    );
    const classOf = (text: string) => screen.getByText(text).className;
    expect(classOf('A')).not.toBe(classOf('B'));
    expect(classOf('A')).not.toBe(classOf('C'));
  });
});
