import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('is a breadcrumb navigation whose last item is the current page', () => {
    render(
      <Breadcrumbs>
        <Breadcrumb id="home" href="/">
          Home
        </Breadcrumb>
        <Breadcrumb id="uw">Underwriting P&amp;C</Breadcrumb>
        <Breadcrumb id="sub">SUB-00042</Breadcrumb>
      </Breadcrumbs>,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('SUB-00042').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  });
});
