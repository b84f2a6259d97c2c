import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

function AuthTabs() {
  return (
    <Tabs defaultSelectedKey="login">
      <TabList aria-label="Sign in or register">
        <Tab id="login">Login</Tab>
        <Tab id="register">Register</Tab>
      </TabList>
      <TabPanel id="login">Login form</TabPanel>
      <TabPanel id="register">Register form</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('starts on the default tab', () => {
    render(<AuthTabs />);
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Login form');
  });

  it('switches panels on click', async () => {
    render(<AuthTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Register form');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<AuthTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  });
});
