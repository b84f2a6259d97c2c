import { describe, expect, it } from 'vitest';
import { policyBackLink, policyHref } from './backLink.ts';

describe("a policy page's back link", () => {
  it.each([
    ['/renewals', { href: '/renewals', label: 'Back to Renewals' }],
    ['/submissions/SUB-2026-0042', { href: '/submissions/SUB-2026-0042', label: 'Back to the submission' }],
    ['/parties/clients/c-17', { href: '/parties/clients/c-17', label: 'Back to the client' }],
    ['/claims/CLM-9', { href: '/claims/CLM-9', label: 'Back to the claim' }],
    ['/policies/p-1', { href: '/policies/p-1', label: 'Back to the previous policy' }],
    [undefined, { href: '/renewals', label: 'Back to Renewals' }],
    ['https://evil.example/renewals', { href: '/renewals', label: 'Back to Renewals' }],
    ['//evil.example', { href: '/renewals', label: 'Back to Renewals' }],
    ['/submissions/x/../../admin', { href: '/renewals', label: 'Back to Renewals' }],
  ])('opened from %j goes back %j', (from, expected) => {
    expect(policyBackLink(from)).toEqual(expected);
  });

  it('says where the policy was opened from in its link', () => {
    expect(policyHref('p-1', '/submissions/SUB-1')).toBe('/policies/p-1?from=%2Fsubmissions%2FSUB-1');
    expect(policyBackLink(new URLSearchParams('from=%2Fsubmissions%2FSUB-1').get('from'))).toEqual({
      href: '/submissions/SUB-1',
      label: 'Back to the submission',
    });
  });
});
