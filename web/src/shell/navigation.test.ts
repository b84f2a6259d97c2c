import { ROLES, type Role } from '@workbench/core';
import type { SidebarGroup, SidebarItem } from '@workbench/ui-kit';
import { describe, expect, it, vi } from 'vitest';
import { EXPANDED_GROUPS, RAIL_GROUPS, sidebarFor } from './navigation.tsx';

// The kit's components bring their styles, which only a browser build compiles; the sidebar's entries need only its icons.
vi.mock(
  '@workbench/ui-kit',
  () => new Proxy({}, { has: (_, name) => name !== 'then', get: (_, name) => (name === 'then' ? undefined : () => null) }),
);

const hrefs = (groups: SidebarGroup[]): string[] => {
  const of = (items: SidebarItem[]): string[] => items.flatMap((item) => [item.href ?? '', ...of(item.items ?? [])]);
  return groups.flatMap((group) => of(group.items));
};

describe('the collapsed sidebar', () => {
  it.each(ROLES.map((role: Role) => [role]))('lists Reports for a %s, as the expanded sidebar does', (role) => {
    const expanded = hrefs(sidebarFor(EXPANDED_GROUPS, role));
    const rail = hrefs(sidebarFor(RAIL_GROUPS, role));
    expect(expanded).toContain('/reports');
    expect(rail).toContain('/reports');
  });
});
