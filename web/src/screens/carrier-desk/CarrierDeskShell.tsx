import { useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Link, SkipLink, useToastClearance } from '@workbench/ui-kit';
import { useLogout } from '../../auth/session.ts';
import { MAIN_CONTENT_ID } from '../../components/FocusOnNavigate.tsx';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { BrandMark } from '../../shell/BrandMark.tsx';
import * as portal from '../customer/CustomerShell.css.ts';
import * as styles from './CarrierDesk.css.ts';

/**
 * The carrier desk's frame: a top bar with the product, the signed-in underwriter and Log out, over the
 * screen. The desk has two screens, the list and a submission, so it needs no navigation of its own.
 */
export function CarrierDeskShell({ children }: { children: ReactNode }) {
  const { data: user } = useQuery(currentUserQueryOptions());
  const logout = useLogout();
  // Toasts never cover the top bar (its Log out).
  const headerRef = useRef<HTMLElement>(null);
  useToastClearance({ header: headerRef });

  return (
    <div className={styles.shell}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <header ref={headerRef} className={portal.header}>
        <div className={portal.headerStart}>
          <Link href="/carrier-desk" className={styles.home}>
            <BrandMark />
          </Link>
          <span className={styles.zoneName}>Carrier desk</span>
        </div>
        {user ? (
          <div className={portal.user}>
            <Avatar name={user.fullName} />
            <span className={portal.userText}>
              <span className={portal.userName}>{user.fullName}</span>
              <span className={portal.userRole}>Underwriter</span>
            </span>
            <Button variant="ghost" size="sm" onPress={() => logout.mutate()} isPending={logout.isPending} pendingLabel="Logging out...">
              Log out
            </Button>
          </div>
        ) : null}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={portal.main}>
        {children}
      </main>
    </div>
  );
}
