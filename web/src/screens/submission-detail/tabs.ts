/**
 * The detail's tab ids and names, in a module of their own: the route checks ?tab= against them before the
 * screen's code is loaded, so naming them must not pull the whole screen into the first download.
 * 'messages' has no view of its own (the side panel holds the messages).
 */
export const DETAIL_TABS = [
  ['summary', 'Summary'],
  ['risk details', 'Risk Details'],
  ['documents', 'Documents'],
  ['history', 'History'],
  ['timeline', 'Timeline'],
  ['quotes', 'Quotes'],
  ['tasks', 'Tasks'],
  ['related actions', 'Related Actions'],
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number][0];
export const DETAIL_TAB_IDS = DETAIL_TABS.map(([tabId]) => tabId);
