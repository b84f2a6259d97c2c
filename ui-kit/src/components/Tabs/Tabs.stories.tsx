import type { Story, StoryDefault } from '@ladle/react';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

export default { title: 'Tabs' } satisfies StoryDefault;

export const Underline: Story = () => (
  <Tabs defaultSelectedKey="summary">
    <TabList aria-label="Submission sections">
      <Tab id="summary">Summary</Tab>
      <Tab id="risk">Risk Details</Tab>
      <Tab id="documents">Documents</Tab>
      <Tab id="history">History</Tab>
      <Tab id="quotes" isDisabled>
        Quotes
      </Tab>
    </TabList>
    <TabPanel id="summary">Policy Information, Client Information...</TabPanel>
    <TabPanel id="risk">Locations and vehicles</TabPanel>
    <TabPanel id="documents">Documents</TabPanel>
    <TabPanel id="history">History</TabPanel>
    <TabPanel id="quotes">Quotes</TabPanel>
  </Tabs>
);

export const Pill: Story = () => (
  <Tabs variant="pill" defaultSelectedKey="login">
    <TabList aria-label="Sign in or register">
      <Tab id="login">Login</Tab>
      <Tab id="register">Register</Tab>
    </TabList>
    <TabPanel id="login">Login form</TabPanel>
    <TabPanel id="register">Register form</TabPanel>
  </Tabs>
);

export const ManyTabs: Story = () => (
  <Tabs>
    <TabList aria-label="Sections">
      {['summary', 'risk details', 'documents', 'history', 'messages', 'quotes', 'tasks', 'timeline', 'related actions'].map((id) => (
        <Tab key={id} id={id}>
          {id.replace(/(^|\s)\w/g, (m) => m.toUpperCase())}
        </Tab>
      ))}
    </TabList>
    {['summary', 'risk details', 'documents', 'history', 'messages', 'quotes', 'tasks', 'timeline', 'related actions'].map((id) => (
      <TabPanel key={id} id={id}>
        {id}
      </TabPanel>
    ))}
  </Tabs>
);
