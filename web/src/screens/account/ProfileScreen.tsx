import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { profileQueryOptions } from '../../queries/account.queries.ts';
import { BoundClients } from './BoundClients.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import * as styles from './account.css.ts';

/** /customer/profile: the customer's own details, and the clients bound to their proven address. */
export function ProfileScreen() {
  const query = useQuery(profileQueryOptions());
  useErrorToast(query, 'Failed to load your profile');
  return (
    <Page>
      <PageHeader title="Profile" subtitle="Your contact details and the clients your account is linked to." />
      {query.data ? (
        <div className={styles.column}>
          <ProfileForm user={query.data.user} version={query.data.version} />
          <BoundClients profile={query.data} />
        </div>
      ) : query.isPending ? (
        <Spinner label="Loading your profile" showLabel />
      ) : (
        <p className={styles.muted}>Your profile could not be loaded. Reload the page to try again.</p>
      )}
    </Page>
  );
}
