import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

/** Home (a link), a step without an address, and the current page. */
const renderTrail = () =>
  render(
    <Breadcrumbs>
      <Breadcrumb id="home" href="/">
        Home
      </Breadcrumb>
      <Breadcrumb id="uw">Underwriting P&amp;C</Breadcrumb>
      <Breadcrumb id="sub">SUB-00042</Breadcrumb>
    </Breadcrumbs>,
  );

describe('Breadcrumbs', () => {
  it('is a breadcrumb navigation whose last item is the current page', () => {
    renderTrail();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('SUB-00042').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a step without an address as plain text that takes no focus', () => {
    renderTrail();
    const label = screen.getByText('Underwriting P&C');
    expect(label.closest('[role="link"], a')).toBeNull();
    expect(label.closest('[tabindex]')).toBeNull();
  });
});
