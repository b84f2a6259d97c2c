/** Title and line of each customer page that has no content yet. */
export const CUSTOMER_PLACEHOLDERS = {
  messages: { title: 'Messages', text: 'Messages from your broker will appear here.' },
} as const;
