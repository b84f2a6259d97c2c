import { DECISION_ROLES, INTAKE_QUEUE_ROLES, type LiveCounts, type Role } from '@workbench/core';
import {
  AlertCircleIcon,
  ArchiveIcon,
  BellIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  CheckCircleIcon,
  DocumentIcon,
  FolderIcon,
  HelpIcon,
  HomeIcon,
  InboxIcon,
  LayersIcon,
  MessageIcon,
  SettingsIcon,
  TaskIcon,
  UserIcon,
  UsersIcon,
  type SidebarGroup,
  type SidebarItem,
} from '@workbench/ui-kit';
import { APPROVER_ROLES } from '../auth/guards.ts';

const main: SidebarGroup = {
  id: 'main',
  label: 'Main',
  items: [
    { id: 'home', label: 'My Workbench', href: '/', icon: <HomeIcon /> },
    { id: 'notifications', label: 'Notifications', href: '/notifications', icon: <BellIcon /> },
    { id: 'insights', label: 'Insights', href: '/insights', icon: <ChartIcon /> },
    { id: 'messages', label: 'Messages', href: '/messages', icon: <MessageIcon /> },
    { id: 'tasks', label: 'Tasks', href: '/tasks', icon: <TaskIcon /> },
    { id: 'claims', label: 'Claims', href: '/claims', icon: <AlertCircleIcon /> },
    { id: 'renewals', label: 'Renewals', href: '/renewals', icon: <CalendarIcon /> },
  ],
};

/** Help, and the signed-in person's own settings (password, sessions, e-mail). */
const support: SidebarItem[] = [
  { id: 'support', label: 'Support', href: '/support', icon: <HelpIcon /> },
  { id: 'settings', label: 'Settings', href: '/settings', icon: <SettingsIcon /> },
];

/** Reports, under Workspace in the expanded sidebar and among the rail's quick links. */
const reports: SidebarItem = { id: 'reports', label: 'Reports', href: '/reports', icon: <ChartIcon /> };

/** The expanded sidebar: main, teams and brokerages, workspace and support. */
export const EXPANDED_GROUPS: SidebarGroup[] = [
  main,
  {
    id: 'teams',
    label: 'Teams & Brokerages',
    items: [
      { id: 'teams', label: 'Teams', href: '/teams', icon: <UsersIcon /> },
      {
        id: 'brokerage-a',
        label: 'Brokerage A',
        href: '/brokerage-a',
        icon: <BuildingIcon />,
        items: [
          { id: 'submissions', label: 'Submissions', href: '/submissions', icon: <InboxIcon /> },
          { id: 'projects', label: 'Projects', href: '/projects', icon: <FolderIcon /> },
        ],
      },
      { id: 'brokerage-b', label: 'Brokerage B', href: '/brokerage-b', icon: <BuildingIcon /> },
    ],
  },
  {
    id: 'workspace',
    label: 'Workspace',
    items: [
      { id: 'views', label: 'Views', href: '/views', icon: <LayersIcon /> },
      { id: 'parties', label: 'Parties', href: '/parties', icon: <UsersIcon /> },
      reports,
    ],
  },
  { id: 'support', label: 'Support', items: support },
];

/**
 * The collapsed rail: the main entries with the submissions list right after the home page (expanded, it
 * sits under its brokerage), then quick links to teams, workspace, reports and support.
 */
export const RAIL_GROUPS: SidebarGroup[] = [
  {
    ...main,
    items: [main.items[0]!, { id: 'submissions', label: 'Submissions', href: '/submissions', icon: <InboxIcon /> }, ...main.items.slice(1)],
  },
  {
    id: 'quick',
    label: 'Quick links',
    items: [
      { id: 'teams', label: 'Teams', href: '/teams', icon: <UsersIcon /> },
      { id: 'workspace', label: 'Workspace', href: '/workspace', icon: <LayersIcon /> },
      reports,
      ...support,
    ],
  },
];

/** The entries that show a live count (unread notifications, unread conversations, tasks due, waiting work), by item id. */
const COUNTED: Record<string, keyof LiveCounts> = {
  notifications: 'notifications',
  messages: 'messages',
  tasks: 'tasks',
  intake: 'intake',
  decisions: 'decisions',
};

/** The e-mail intake queue, with how many mails wait, for the firm's brokers and managers: right after Messages. */
const INTAKE_ITEM: SidebarItem = { id: 'intake', label: 'E-mail intake', href: '/intake', icon: <ArchiveIcon /> };

function withIntake(items: SidebarItem[], role: Role | undefined): SidebarItem[] {
  if (!role || !INTAKE_QUEUE_ROLES.includes(role)) return items;
  const at = items.findIndex((i) => i.id === 'messages');
  return [...items.slice(0, at + 1), INTAKE_ITEM, ...items.slice(at + 1)];
}

/** The underwriting queue, with how many submissions wait, for those who decide them: right after Tasks. */
const DECISIONS_ITEM: SidebarItem = { id: 'decisions', label: 'Waiting for decision', href: '/decisions', icon: <DocumentIcon /> };

function withDecisions(items: SidebarItem[], role: Role | undefined): SidebarItem[] {
  if (!role || !DECISION_ROLES.includes(role)) return items;
  const at = items.findIndex((i) => i.id === 'tasks');
  return [...items.slice(0, at + 1), DECISIONS_ITEM, ...items.slice(at + 1)];
}

/** An item with its live count as its badge; no badge while the count is unknown or 0. */
function counted(item: SidebarItem, counts: LiveCounts | undefined): SidebarItem {
  const key = COUNTED[item.id];
  if (!key) return item;
  const count = counts?.[key] ?? 0;
  return { ...item, badge: count > 0 ? count : undefined };
}

/**
 * The sidebar as a role sees it: the main entries with their live counts (the queues for those who work
 * them), and for broker managers the accounts waiting for their approval (with how many are waiting, once
 * known) at the end of the main entries.
 */
export function sidebarFor(groups: SidebarGroup[], role: Role | undefined, waiting?: number, counts?: LiveCounts): SidebarGroup[] {
  const withCounts = groups.map((group) =>
    group.id === 'main' ? { ...group, items: withDecisions(withIntake(group.items, role), role).map((i) => counted(i, counts)) } : group,
  );
  if (!role || !APPROVER_ROLES.includes(role)) return withCounts;
  const approvals: SidebarItem = {
    id: 'approvals',
    label: 'Account approvals',
    href: '/approvals',
    icon: <CheckCircleIcon />,
    badge: waiting ? waiting : undefined,
  };
  // Administering the firm is the approvers' job too: one person, one place in the sidebar.
  const administration: SidebarItem = { id: 'admin', label: 'Administration', href: '/admin', icon: <UserIcon /> };
  return withCounts.map((group) => (group.id === 'main' ? { ...group, items: [...group.items, approvals, administration] } : group));
}

/** '/' is active only on the home page; other entries also on their sub-pages (/submissions/SUB-1). */
export function isActiveFor(pathname: string) {
  return (item: SidebarItem) => (item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`));
}
