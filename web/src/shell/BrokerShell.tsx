import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouterState } from '@tanstack/react-router';
import { isFirmStaff } from '@workbench/core';
import { Avatar, Button, MenuDrawer, Sidebar, SkipLink, TopBar, useToastClearance } from '@workbench/ui-kit';
import { MAIN_CONTENT_ID } from '../components/FocusOnNavigate.tsx';
import { useLogout } from '../auth/session.ts';
import { APPROVER_ROLES } from '../auth/guards.ts';
import { pendingAccountsQueryOptions } from '../queries/accounts.queries.ts';
import { officesQueryOptions } from '../queries/organisation.queries.ts';
import { currentUserQueryOptions } from '../queries/auth.queries.ts';
import { useLiveCounts, useLiveUpdates } from '../live/useLiveUpdates.ts';
import type { DashboardView } from '../screens/dashboard/dashboardSearch.ts';
import { roleLabel } from '../format.ts';
import { BrandMark } from './BrandMark.tsx';
import { EXPANDED_GROUPS, RAIL_GROUPS, isActiveFor, sidebarFor } from './navigation.tsx';
import { SubmissionSearch } from './SubmissionSearch.tsx';
import { withOfficeNames } from './officeNames.ts';
import * as styles from './BrokerShell.css.ts';

const TABS: { id: DashboardView; label: string; href?: string }[] = [
  { id: 'my_workbench', label: 'My Workbench' },
  { id: 'assigned', label: 'Assigned to me' },
  { id: 'created', label: 'Created' },
  { id: 'activity', label: 'Activity' },
];

/** The broker area's frame: the sidebar, the top bar (view tabs, search, user) and the current screen. */
export function BrokerShell({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const { data: user } = useQuery(currentUserQueryOptions());
  const isApprover = !!user && APPROVER_ROLES.includes(user.role);
  const waiting = useQuery({ ...pendingAccountsQueryOptions(), enabled: isApprover, select: (list) => list.length });
  // The firm's own names for its offices; the offices are for the firm's staff, so others keep the built-in names.
  const offices = useQuery({ ...officesQueryOptions(), enabled: !!user && isFirmStaff(user), retry: false }).data;
  useLiveUpdates(user?.id);
  const counts = useLiveCounts(user?.id);
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const logout = useLogout();
  // Phones have no room for a labelled sidebar: the navigation opens from a menu button, and closes on arrival.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);
  // Toasts never cover the top bar (its Log out) or the sidebar.
  const topBarRef = useRef<HTMLDivElement>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  useToastClearance({ header: topBarRef, sidebar: sidebarRef });
  // The tabs narrow the dashboard; the choice lives in its address (/?view=assigned). Elsewhere none is marked.
  const view = useRouterState({
    select: (s) => (s.location.pathname === '/' ? ((s.location.search as { view?: DashboardView }).view ?? 'my_workbench') : null),
  });

  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <div ref={sidebarRef} className={styles.sidebar}>
        <Sidebar
          groups={withOfficeNames(sidebarFor(expanded ? EXPANDED_GROUPS : RAIL_GROUPS, user?.role, waiting.data, counts), offices)}
          isExpanded={expanded}
          onExpandedChange={setExpanded}
          isActive={isActiveFor(pathname)}
          brand={<BrandMark withLine />}
          brandMark={<BrandMark compact />}
        />
      </div>
      <div className={styles.column}>
        <div ref={topBarRef} className={styles.topBar}>
          <TopBar
            aria-label="Workbench views"
            tabs={TABS}
            selectedTab={view}
            onTabChange={(id) => void navigate({ to: '/', search: id === 'my_workbench' ? {} : { view: id as DashboardView } })}
            start={
              <div className={styles.menu}>
                <MenuDrawer label="Menu" isOpen={menuOpen} onOpenChange={setMenuOpen}>
                  <Sidebar
                    groups={withOfficeNames(sidebarFor(EXPANDED_GROUPS, user?.role, waiting.data, counts), offices)}
                    isExpanded
                    onExpandedChange={() => setMenuOpen(false)}
                    isActive={isActiveFor(pathname)}
                    brand={<BrandMark withLine />}
                  />
                </MenuDrawer>
              </div>
            }
            search={<SubmissionSearch />}
            end={
              user ? (
                <div className={styles.user}>
                  <Avatar name={user.fullName} />
                  <span className={styles.userText}>
                    <span className={styles.userName} title={user.fullName}>
                      {user.fullName}
                    </span>
                    <span className={styles.userRole}>{roleLabel(user.role)}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => logout.mutate()}
                    isPending={logout.isPending}
                    pendingLabel="Logging out..."
                  >
                    Log out
                  </Button>
                </div>
              ) : null
            }
          />
        </div>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
