import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('appears on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Download all documents">
        <Button aria-label="Download">D</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Download all documents');
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription('Download all documents');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
