/** Title and text of each broker-area page that is in the navigation but has no content yet. */
export const PLACEHOLDERS = {
  insights: { title: 'Insights', text: 'Portfolio analytics and underwriting trends will appear here.' },
  teams: { title: 'Teams', text: 'Your teams and their workloads will appear here.' },
  'brokerage-a': { title: 'Brokerage A', text: 'The overview of Brokerage A will appear here.' },
  projects: { title: 'Projects', text: 'Projects of Brokerage A will appear here.' },
  'brokerage-b': { title: 'Brokerage B', text: 'The overview of Brokerage B will appear here.' },
  workspace: { title: 'Workspace', text: 'Your saved views, parties and reports will appear here.' },
  views: { title: 'Views', text: 'Saved views of your submissions will appear here.' },
  parties: { title: 'Parties', text: 'Clients, carriers and other parties you work with will appear here.' },
  reports: { title: 'Reports', text: 'Operational and compliance reports will appear here.' },
  support: { title: 'Support', text: 'Help articles and ways to contact support will appear here.' },
} as const;

export type PlaceholderKey = keyof typeof PLACEHOLDERS;
