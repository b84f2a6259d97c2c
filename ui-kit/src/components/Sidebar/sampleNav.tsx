import {
  BellIcon,
  BuildingIcon,
  ChartIcon,
  FolderIcon,
  HelpIcon,
  HomeIcon,
  LayersIcon,
  MessageIcon,
  TaskIcon,
  UsersIcon,
} from '../../icons/Icon.tsx';
import type { SidebarGroup } from './Sidebar.tsx';

/** A navigation like the broker area's, for stories and tests. */
export const brokerNav: SidebarGroup[] = [
  {
    id: 'main',
    items: [
      { id: 'home', label: 'My Workbench', href: '/', icon: <HomeIcon /> },
      { id: 'notifications', label: 'Notifications', href: '/notifications', icon: <BellIcon />, badge: 2 },
      { id: 'insights', label: 'Insights', href: '/insights', icon: <ChartIcon /> },
      { id: 'messages', label: 'Messages', href: '/messages', icon: <MessageIcon />, badge: 4 },
      { id: 'tasks', label: 'Tasks', href: '/tasks', icon: <TaskIcon />, badge: 1 },
    ],
    inRail: false,
  },
  {
    id: 'teams',
    label: 'Teams and brokerages',
    items: [
      { id: 'teams', label: 'Teams', href: '/teams', icon: <UsersIcon /> },
      {
        id: 'brokerage-a',
        label: 'Brokerage A',
        href: '/brokerage-a',
        icon: <BuildingIcon />,
        items: [
          { id: 'submissions', label: 'Submissions', href: '/submissions' },
          { id: 'projects', label: 'Projects', href: '/projects' },
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
      { id: 'reports', label: 'Reports', href: '/reports', icon: <FolderIcon /> },
    ],
  },
  { id: 'support', label: 'Support', items: [{ id: 'support', label: 'Support', href: '/support', icon: <HelpIcon /> }] },
];
