import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, SectionCard } from './Card.tsx';

describe('Card', () => {
  it('renders a titled section', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <CardHeader>
          <CardTitle id="t">Submissions</CardTitle>
          <CardDescription>Active insurance applications</CardDescription>
        </CardHeader>
        <CardContent>3</CardContent>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Submissions' });
    expect(region).toHaveTextContent('Active insurance applications');
    expect(screen.getByRole('heading', { level: 3, name: 'Submissions' })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<CardTitle level={2}>Policy Information</CardTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Policy Information' })).toBeInTheDocument();
  });

  it('makes a section card a region named by its heading, with its description and actions', () => {
    render(
      <>
        <SectionCard title="Contacts" description="People at the carrier" actions={<button type="button">Add contact</button>}>
          Dana Reyes
        </SectionCard>
        <SectionCard title="History">Created</SectionCard>
      </>,
    );
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(contacts).toHaveTextContent('People at the carrier');
    expect(contacts).toHaveTextContent('Dana Reyes');
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Created');
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
  });
});
