import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  Avatar,
  Badge,
  Button,
  DocumentIcon,
  FolderIcon,
  HomeIcon,
  LayersIcon,
  Link,
  MenuDrawer,
  MessageIcon,
  SettingsIcon,
  SkipLink,
  UserIcon,
  useToastClearance,
} from '@workbench/ui-kit';
import { BROKER_ROLES, needsEmailConfirmation } from '../../auth/guards.ts';
import { useLogout } from '../../auth/session.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { useLiveCounts, useLiveUpdates } from '../../live/useLiveUpdates.ts';
import { MAIN_CONTENT_ID } from '../../components/FocusOnNavigate.tsx';
import { EmailConfirmationBanner } from './EmailConfirmationBanner.tsx';
import * as styles from './CustomerShell.css.ts';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface NavEntry {
  to: string;
  label: string;
  icon: ReactNode;
  /** The dashboard is only current on /customer itself; the others also on their sub-pages. */
  exact?: boolean;
  /** Shows the count of conversations with unread messages. */
  counted?: boolean;
}

export const CUSTOMER_NAV: readonly NavEntry[] = [
  { to: '/customer', label: 'Dashboard', icon: <HomeIcon />, exact: true },
  { to: '/customer/submissions', label: 'Submissions', icon: <FolderIcon /> },
  { to: '/customer/policies', label: 'Policies', icon: <DocumentIcon /> },
  { to: '/customer/claims', label: 'Claims', icon: <AlertCircleIcon /> },
  { to: '/customer/messages', label: 'Messages', icon: <MessageIcon />, counted: true },
  { to: '/customer/profile', label: 'Profile', icon: <UserIcon /> },
  { to: '/customer/settings', label: 'Settings', icon: <SettingsIcon /> },
];

const isCurrent = (entry: NavEntry, pathname: string) => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entry.exact ? path === entry.to : path === entry.to || path.startsWith(`${entry.to}/`);
};

/** The portal's navigation: icons (labels from md up) in the sidebar, icons and labels in the phone menu. */
function CustomerNav({
  pathname,
  isStaff,
  unread = 0,
  withLabels = false,
}: {
  pathname: string;
  isStaff: boolean;
  /** Conversations with messages the customer has not read. */
  unread?: number;
  withLabels?: boolean;
}) {
  return (
    <nav aria-label="Customer navigation" className={cx(styles.nav, withLabels && styles.withLabels)}>
      <div className={styles.brand}>
        <span className={styles.brandMark} aria-hidden="true">
          <LayersIcon />
        </span>
        <span className={styles.brandText}>Customer Portal</span>
      </div>
      <ul className={styles.navList}>
        {CUSTOMER_NAV.map((entry) => {
          const active = isCurrent(entry, pathname);
          const count = entry.counted && unread > 0 ? unread : undefined;
          return (
            <li key={entry.to}>
              <Link
                href={entry.to}
                aria-label={count ? `${entry.label} (${count})` : entry.label}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={styles.navItem}
              >
                {entry.icon}
                <span className={styles.navLabel}>{entry.label}</span>
                {count ? (
                  // The link's name already says the count ('Messages (2)'): the badge only draws it (from
                  // data-count), so the link's visible text stays its label, as its name starts.
                  <Badge size="sm" tone={active ? 'blue' : 'neutral'} className={styles.navCount} data-count={count} aria-hidden="true" />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {isStaff ? (
        <div className={styles.foot}>
          <Link href="/" aria-label="Return to Broker Portal" className={styles.navItem}>
            <ArrowLeftIcon />
            <span className={styles.navLabel}>Return to Broker Portal</span>
          </Link>
        </div>
      ) : null}
    </nav>
  );
}

/** The customer portal's frame: its own sidebar, a header with the signed-in customer, and the screen. */
export function CustomerShell({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { data: user } = useQuery(currentUserQueryOptions());
  useLiveUpdates(user?.id);
  const counts = useLiveCounts(user?.id);
  // Staff visiting the portal have their own (staff) counts: the portal's badge is the customer's.
  const unread = user?.role === 'customer' ? counts?.messages : undefined;
  const logout = useLogout();
  // The way back to the broker area only helps staff: a customer would meet Access Denied there.
  const isStaff = !!user && BROKER_ROLES.includes(user.role);
  // Phones have no room for the sidebar: the navigation opens from a menu button, and closes on arrival.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);
  // Toasts never cover the header (its Log out) or the sidebar.
  const headerRef = useRef<HTMLElement>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  useToastClearance({ header: headerRef, sidebar: sidebarRef });

  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <div ref={sidebarRef} className={styles.sidebar}>
        <CustomerNav pathname={pathname} isStaff={isStaff} unread={unread} />
      </div>
      <div className={styles.column}>
        <header ref={headerRef} className={styles.header}>
          <div className={styles.headerStart}>
            <div className={styles.menu}>
              <MenuDrawer label="Menu" isOpen={menuOpen} onOpenChange={setMenuOpen}>
                <CustomerNav pathname={pathname} isStaff={isStaff} unread={unread} withLabels />
              </MenuDrawer>
            </div>
            <span className={styles.headerTitle}>Customer Portal</span>
          </div>
          {user ? (
            <div className={styles.user}>
              <Avatar name={user.fullName} />
              <span className={styles.userText}>
                <span className={styles.userName}>{user.fullName}</span>
                <span className={styles.userRole}>{user.companyName ?? 'Customer'}</span>
              </span>
              <Button variant="ghost" size="sm" onPress={() => logout.mutate()} isPending={logout.isPending} pendingLabel="Logging out...">
                Log out
              </Button>
            </div>
          ) : null}
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {user && needsEmailConfirmation(user) ? <EmailConfirmationBanner user={user} /> : null}
          {children}
        </main>
      </div>
    </div>
  );
}
