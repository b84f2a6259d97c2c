/**
 * Where a staff policy page's back link leads: to the page the policy was opened from, named for what it is
 * (Renewals, the submission, the client, the claim, the policy it renews), when the link that opened it said
 * so with `?from=`. Only the app's own pages of those kinds are taken, never another address; without one
 * it leads to Renewals, the staff list of policies.
 */
export interface BackLink {
  href: string;
  label: string;
}

const PLACES: [RegExp, string][] = [
  [/^\/renewals$/, 'Back to Renewals'],
  [/^\/submissions\/[\w-]+$/, 'Back to the submission'],
  [/^\/parties\/clients\/[\w-]+$/, 'Back to the client'],
  [/^\/claims\/[\w-]+$/, 'Back to the claim'],
  [/^\/policies\/[\w-]+$/, 'Back to the previous policy'],
];

export const DEFAULT_POLICY_BACK: BackLink = { href: '/renewals', label: 'Back to Renewals' };

export function policyBackLink(from: unknown): BackLink {
  if (typeof from !== 'string') return DEFAULT_POLICY_BACK;
  const place = PLACES.find(([pattern]) => pattern.test(from));
  return place ? { href: from, label: place[1] } : DEFAULT_POLICY_BACK;
}

/** A link to a staff policy page that says where it was opened from, so its back link returns there. */
export const policyHref = (policyId: string, from: string): string =>
  `/policies/${encodeURIComponent(policyId)}?from=${encodeURIComponent(from)}`;
