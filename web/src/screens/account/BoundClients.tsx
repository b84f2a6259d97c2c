import type { Profile } from '@workbench/core';
import { orNotAvailable } from '../../format.ts';
import { Facts } from '../access/StatusCard.tsx';
import * as access from '../access/access.css.ts';
import { AccountSection } from './AccountSection.tsx';
import * as styles from './account.css.ts';

/**
 * The clients a customer's account is bound to: those whose e-mail address is the one the customer
 * proved. Read-only: the broker keeps the client's record.
 */
export function BoundClients({ profile }: { profile: Profile }) {
  const { user, clients } = profile;
  return (
    <AccountSection
      id="bound-clients-title"
      title="Your clients"
      description="The businesses your broker insures under your e-mail address. Ask your broker to change them."
    >
      {!user.emailVerified ? (
        <p className={styles.muted}>Confirm your e-mail address to see the clients linked to it.</p>
      ) : clients.length === 0 ? (
        <p className={styles.muted}>No client is linked to {user.email} yet. Your broker links one by recording this address for it.</p>
      ) : (
        <ul className={access.accountList} aria-label="Your clients">
          {clients.map((client) => (
            <li key={client.id} className={access.accountItem}>
              <h3 className={`${access.accountName} ${styles.clientName}`}>{client.name}</h3>
              <Facts
                label={`${client.name} details`}
                className={access.accountMeta}
                facts={[
                  ['Contact', orNotAvailable(client.contactPerson)],
                  ['Phone', orNotAvailable(client.phone)],
                  ['Address', orNotAvailable(client.address)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
