/** Title and line of each customer page that has no content yet. */
export const CUSTOMER_PLACEHOLDERS = {
  claims: { title: 'Claims', text: 'Your insurance claims will appear here.' },
  messages: { title: 'Messages', text: 'Messages from your broker will appear here.' },
  profile: { title: 'Profile', text: 'Your profile and contact details will appear here.' },
  settings: { title: 'Settings', text: 'Your account settings will appear here.' },
} as const;
