import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlaggedValue } from './FlaggedValue.tsx';

describe('FlaggedValue', () => {
  it('takes keyboard focus and is described by its details', async () => {
    render(
      <FlaggedValue note="needs review" details="Sheet SOV, row 5">
        Boston
      </FlaggedValue>,
    );
    await userEvent.tab();
    const value = document.activeElement as HTMLElement;
    expect(value).toHaveTextContent('Boston (needs review)');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sheet SOV, row 5');
    expect(value).toHaveAccessibleDescription('Sheet SOV, row 5');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
