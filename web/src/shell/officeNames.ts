import type { Office } from '@workbench/core';
import type { SidebarGroup, SidebarItem } from '@workbench/ui-kit';

/**
 * The sidebar with each office entry (its id is the office's address, brokerage-a or brokerage-b) under the
 * name the firm gave the office; the built-in names stay until the offices are known.
 */
export function withOfficeNames(groups: SidebarGroup[], offices: readonly Office[] | undefined): SidebarGroup[] {
  if (!offices?.length) return groups;
  const names = new Map<string, string>(offices.map((o) => [o.slug, o.name]));
  const rename = (item: SidebarItem): SidebarItem => ({
    ...item,
    label: names.get(item.id) ?? item.label,
    ...(item.items ? { items: item.items.map(rename) } : {}),
  });
  return groups.map((group) => ({ ...group, items: group.items.map(rename) }));
}
