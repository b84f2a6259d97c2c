import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Avatar } from './Avatar.tsx';

describe('Avatar', () => {
  it('shows initials and is named after the person', () => {
    render(<Avatar name="Jane Broker" />);
    const avatar = screen.getByRole('img', { name: 'Jane Broker' });
    expect(avatar).toHaveTextContent('JB');
  });

  it('falls back to a generic user', () => {
    render(<Avatar />);
    expect(screen.getByRole('img', { name: 'User' })).toBeInTheDocument();
  });

  it('is named as a generic user, not left without a name, when the name is blank', () => {
    render(<Avatar name="  " />);
    expect(screen.getByRole('img', { name: 'User' })).toBeInTheDocument();
  });
});
