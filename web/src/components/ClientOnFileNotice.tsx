import { Alert, Button, Link } from '@workbench/ui-kit';
import type { ClientOnFile } from '../queries/wizard.queries.ts';
import * as styles from './ClientOnFileNotice.css.ts';

/**
 * The server refused a new client as one already on file (the same name and e-mail address): the person
 * opens the one on file, or says that a second record is meant.
 */
export function ClientOnFileNotice({
  clients,
  onCreateAnyway,
  isPending,
  className,
}: {
  clients: ClientOnFile[];
  onCreateAnyway: () => void;
  isPending: boolean;
  className?: string;
}) {
  return (
    <Alert variant="warning" title="This client is already on file" className={className}>
      <p>A client with the same name and e-mail address exists. Open it, or add a second record if this is another company.</p>
      <ul className={styles.list}>
        {clients.map((client) => (
          <li key={client.id}>
            <Link href={`/parties/clients/${client.id}`}>{client.name}</Link>
            {client.email ? ` · ${client.email}` : null}
            {client.contactPerson ? ` · ${client.contactPerson}` : null}
          </li>
        ))}
      </ul>
      <Button size="sm" variant="outline" onPress={onCreateAnyway} isPending={isPending} pendingLabel="Adding...">
        Add a second record anyway
      </Button>
    </Alert>
  );
}
