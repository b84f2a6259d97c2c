import { useQuery } from '@tanstack/react-query';
import { Link, Spinner } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { MailPreferencesForm } from './MailPreferencesForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import * as styles from './account.css.ts';

/**
 * Settings, the same for customers (/customer/settings) and staff (/settings): password, other sessions
 * and e-mail notifications. Staff, who have no profile page, change their name and phone here too.
 */
export function SettingsScreen() {
  const { data: user } = useQuery(currentUserQueryOptions());
  return (
    <Page>
      <PageHeader title="Settings" subtitle="Your password, where you are signed in, and what we e-mail you." />
      {user ? (
        <div className={styles.column}>
          {user.role === 'customer' ? null : <ProfileForm user={user} />}
          <PasswordForm />
          <SessionsCard />
          <MailPreferencesForm role={user.role} />
          {user.role === 'customer' ? null : (
            <p>
              <Link href="/settings/mappings">Learned column mappings</Link> for uploaded schedules.
            </p>
          )}
        </div>
      ) : (
        <Spinner label="Loading your settings" showLabel />
      )}
    </Page>
  );
}
