import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mayEditClients, type ClientDirectoryEntry, type ClientSort } from '@workbench/core';
import {
  AlertCircleIcon,
  Button,
  Card,
  CardContent,
  EmptyState,
  Link,
  PlusIcon,
  SearchField,
  Select,
  Table,
  truncate,
  type TableColumn,
} from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatNumber } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { clientDirectoryQueryOptions } from '../../queries/clients.queries.ts';
import { DIRECTORY_PAGE_SIZE, directoryRequest, type DirectorySearchValues } from './directorySearch.ts';
import { NewClientDialog } from './NewClientDialog.tsx';
import { PartiesTabs } from './PartiesTabs.tsx';
import * as styles from './parties.css.ts';

export const clientHref = (id: string) => `/parties/clients/${id}`;

const dash = (value: string | null) => value ?? '—';

const columns: TableColumn<ClientDirectoryEntry>[] = [
  {
    id: 'name',
    header: 'Client',
    isRowHeader: true,
    minWidth: 180,
    cell: (c) => <Link href={clientHref(c.id)}>{c.name}</Link>,
  },
  { id: 'contactPerson', header: 'Contact', minWidth: 130, cell: (c) => dash(c.contactPerson) },
  {
    id: 'email',
    header: 'Email',
    minWidth: 180,
    cell: (c) => (
      <span className={`${truncate} ${styles.address}`} title={c.email ?? undefined}>
        {dash(c.email)}
      </span>
    ),
  },
  { id: 'phone', header: 'Phone', minWidth: 110, cell: (c) => <span className={styles.nowrap}>{dash(c.phone)}</span> },
  { id: 'industry', header: 'Industry', minWidth: 120, cell: (c) => dash(c.industry) },
  { id: 'openSubmissions', header: 'Open', align: 'end', minWidth: 70, cell: (c) => formatNumber(c.openSubmissions) },
  { id: 'submissions', header: 'Submissions', align: 'end', minWidth: 110, cell: (c) => formatNumber(c.submissions) },
  { id: 'activePolicies', header: 'Policies', align: 'end', minWidth: 80, cell: (c) => formatNumber(c.activePolicies) },
  {
    id: 'lastActivityAt',
    header: 'Last activity',
    minWidth: 120,
    cell: (c) => <span className={styles.nowrap}>{formatDate(c.lastActivityAt)}</span>,
  },
];

const OPEN_OPTIONS = [
  { id: 'any', label: 'Any' },
  { id: 'yes', label: 'Has open submissions' },
  { id: 'no', label: 'No open submissions' },
];

const SORT_OPTIONS: { id: ClientSort; label: string }[] = [
  { id: 'name', label: 'Name (A–Z)' },
  { id: 'activity', label: 'Latest activity' },
  { id: 'open', label: 'Most open submissions' },
  { id: 'created', label: 'Newest clients' },
];

/** How long typing may pause before the directory asks the server: each key press would be a request. */
const SEARCH_PAUSE_MS = 250;

/**
 * /parties: every client of the firm for staff, searched by name, contact, e-mail or phone, filtered by
 * industry and open work, sorted and paged on the server; each name opens the client's page.
 */
export function ClientDirectoryScreen({
  search,
  onSearchChange,
}: {
  search: DirectorySearchValues;
  onSearchChange: (next: DirectorySearchValues) => void;
}) {
  const query = useQuery(clientDirectoryQueryOptions(directoryRequest(search)));
  const { data: user } = useQuery(currentUserQueryOptions());
  // The server lets active staff add clients, by the same rule that lets them change one.
  const mayAdd = !!user && mayEditClients(user);
  const [adding, setAdding] = useState(false);
  useErrorToast(query, 'Failed to load clients');
  const [text, setText] = useState(search.q ?? '');
  // The address is the truth: going back or following a link puts its search in the box.
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    if (text.trim() === (search.q ?? '').trim()) return;
    const timer = setTimeout(() => onSearchChange({ ...search, q: text.trim() || undefined, page: undefined }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearchChange]);

  const industries = [{ id: 'all', label: 'All industries' }, ...(query.data?.industries ?? []).map((i) => ({ id: i, label: i }))];
  const filtered = Boolean(search.q || search.industry || search.open);
  return (
    <Page>
      <PageHeader
        title="Parties"
        subtitle="The clients and carriers your firm works with."
        actions={
          mayAdd ? (
            <Button onPress={() => setAdding(true)}>
              <PlusIcon /> New client
            </Button>
          ) : null
        }
      />
      <PartiesTabs current="clients" />
      <Card>
        <CardContent>
          <div className={styles.filters} role="search" aria-label="Find clients">
            <SearchField
              label="Search clients"
              placeholder="Name, contact, email or phone"
              value={text}
              onChange={setText}
              onSubmit={() => onSearchChange({ ...search, q: text.trim() || undefined, page: undefined })}
            />
            <Select
              label="Industry"
              items={industries}
              selectedKey={search.industry ?? 'all'}
              onSelectionChange={(key) => onSearchChange({ ...search, industry: key === 'all' ? undefined : String(key), page: undefined })}
            />
            <Select
              label="Open submissions"
              items={OPEN_OPTIONS}
              selectedKey={search.open ?? 'any'}
              onSelectionChange={(key) =>
                onSearchChange({ ...search, open: key === 'any' ? undefined : (key as 'yes' | 'no'), page: undefined })
              }
            />
            <Select
              label="Sort by"
              items={SORT_OPTIONS}
              selectedKey={search.sort ?? 'name'}
              onSelectionChange={(key) =>
                onSearchChange({ ...search, sort: key === 'name' ? undefined : (key as ClientSort), page: undefined })
              }
            />
          </div>
          {query.isError && !query.data ? (
            <EmptyState
              headingLevel={2}
              icon={<AlertCircleIcon />}
              title="Clients could not be loaded"
              actions={
                <Button variant="outline" onPress={() => void query.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : (
            <>
              <Table
                aria-label="Clients"
                columns={columns}
                rows={query.data?.items ?? []}
                isLoading={query.isPending}
                loadingText="Loading clients"
                emptyText={filtered ? 'No clients match these filters' : 'No clients yet'}
              />
              {query.data && query.data.total > 0 ? (
                <Pager
                  label="Client pages"
                  page={search.page ?? 1}
                  pageSize={DIRECTORY_PAGE_SIZE}
                  total={query.data.total}
                  isFetching={query.isFetching}
                  onPageChange={(page) => onSearchChange({ ...search, page: page === 1 ? undefined : page })}
                />
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
      {mayAdd ? <NewClientDialog isOpen={adding} onClose={() => setAdding(false)} /> : null}
    </Page>
  );
}
