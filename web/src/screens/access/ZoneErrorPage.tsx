import { AccessDeniedError, AccountNotActiveError } from '../../auth/guards.ts';
import { AccessDeniedPage, ErrorPage } from '../../components/StatusPages.tsx';
import { AccountStatusPage } from './AccountStatusPage.tsx';

/**
 * What a zone (or, `inShell`, a screen inside the zone's frame) shows when its guard turns the visitor
 * away, or anything else fails while it loads.
 */
export function ZoneErrorPage({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  if (error instanceof AccountNotActiveError) return <AccountStatusPage status={error.status} />;
  if (error instanceof AccessDeniedError) return <AccessDeniedPage standalone={!inShell} />;
  return <ErrorPage error={error} />;
}
