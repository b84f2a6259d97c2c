import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { carrierRights, formatHitRatio, type CarrierSummary } from '@workbench/core';
import {
  AlertCircleIcon,
  Badge,
  Button,
  Dialog,
  EmptyState,
  Link,
  PlusIcon,
  SearchField,
  Table,
  TextArea,
  TextField,
  useToast,
  type TableColumn,
} from '@workbench/ui-kit';
import { errorMessage, fieldIssues } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatNumber } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { carrierKeys, carriersQueryOptions, createCarrier } from '../../queries/carriers.queries.ts';
import { PartiesTabs } from '../parties/PartiesTabs.tsx';
import { appetiteSummary } from './appetite.ts';
import { CARRIERS_PAGE_SIZE, carriersRequest, type CarriersSearchValues } from './carriersSearch.ts';
import * as styles from './carriers.css.ts';

export const carrierHref = (id: string) => `/parties/carriers/${id}`;

const COLUMNS: TableColumn<CarrierSummary>[] = [
  {
    id: 'name',
    header: 'Carrier',
    isRowHeader: true,
    minWidth: 180,
    cell: (c) => <Link href={carrierHref(c.id)}>{c.name}</Link>,
    text: (c) => c.name,
  },
  {
    id: 'appetite',
    header: 'Appetite',
    minWidth: 260,
    cell: (c) => <span className={styles.appetiteCell}>{appetiteSummary(c.appetite) || '—'}</span>,
    text: (c) => appetiteSummary(c.appetite),
  },
  { id: 'quotesCount', header: 'Quotes', align: 'end', cell: (c) => formatNumber(c.quotesCount), text: (c) => String(c.quotesCount) },
  { id: 'hitRatio', header: 'Hit ratio', align: 'end', cell: (c) => formatHitRatio(c.hitRatio), text: (c) => formatHitRatio(c.hitRatio) },
  {
    id: 'active',
    header: 'Status',
    cell: (c) => <Badge tone={c.active ? 'green' : 'neutral'}>{c.active ? 'Active' : 'Inactive'}</Badge>,
    text: (c) => (c.active ? 'Active' : 'Inactive'),
  },
];

/** /parties/carriers: the carriers the firm places with, searched by name or appetite, a page at a time. */
export function CarriersDirectoryScreen({ search }: { search: CarriersSearchValues }) {
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQueryOptions());
  const query = useQuery(carriersQueryOptions(carriersRequest(search)));
  useErrorToast(query, 'Failed to load carriers');
  const [text, setText] = useState(search.q ?? '');
  const [adding, setAdding] = useState(false);
  const go = (next: CarriersSearchValues) => void navigate({ to: '/parties/carriers', search: next, replace: true });

  // The address follows the search box a moment after typing stops, so each key press is not a request. The
  // pause restarts on a key press only: a list refreshed by others' changes must not hold the search back.
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === search.q) return;
    const timer = setTimeout(() => void navigate({ to: '/parties/carriers', search: { q }, replace: true }), 250);
    return () => clearTimeout(timer);
  }, [text, search.q, navigate]);

  const mayChange = user ? carrierRights(user).change : false;
  const page = search.page ?? 1;
  return (
    <Page>
      <PageHeader
        title="Carriers"
        subtitle="The markets the firm places risks with: their appetite, contacts and how often they win."
        actions={
          mayChange ? (
            <Button onPress={() => setAdding(true)}>
              <PlusIcon /> Add Carrier
            </Button>
          ) : null
        }
      />
      <PartiesTabs current="carriers" />
      <div className={styles.filters}>
        <SearchField
          className={styles.search}
          label="Search carriers"
          placeholder="Name or appetite, e.g. fleet"
          value={text}
          onChange={setText}
        />
      </div>
      {query.isError && !query.data ? (
        <EmptyState
          headingLevel={2}
          icon={<AlertCircleIcon />}
          title="Carriers could not be loaded"
          actions={
            <Button variant="outline" onPress={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <Table
            aria-label="Carriers"
            columns={COLUMNS}
            rows={query.data?.items ?? []}
            isLoading={query.isPending}
            loadingText="Loading carriers"
            emptyText={search.q ? `No carrier matches “${search.q}”` : 'No carriers yet'}
          />
          {query.data && query.data.total > 0 ? (
            <Pager
              label="Carrier pages"
              page={page}
              pageSize={CARRIERS_PAGE_SIZE}
              total={query.data.total}
              isFetching={query.isFetching}
              onPageChange={(next) => go({ ...search, page: next })}
            />
          ) : null}
        </>
      )}
      <AddCarrierDialog isOpen={adding} onClose={() => setAdding(false)} />
    </Page>
  );
}

/** A new carrier: its name and, if known, its appetite in general; the rest is kept on its page. */
function AddCarrierDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: () => createCarrier({ name, appetite: note.trim() ? [{ product: null, note }] : [] }),
    onSuccess: (carrier) => {
      void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
      toast({ title: 'Carrier added', description: `${carrier.name} is in the directory.` });
      close();
      void navigate({ to: '/parties/carriers/$carrierId', params: { carrierId: carrier.id } });
    },
  });
  const close = () => {
    setName('');
    setNote('');
    add.reset();
    onClose();
  };
  const nameIssue = fieldIssues(add.error).find((i) => i.path === 'name')?.message;
  const failure = add.error && !nameIssue ? errorMessage(add.error, 'Failed to add the carrier') : undefined;
  return (
    <Dialog
      title="Add Carrier"
      description="A market the firm places risks with."
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      footer={
        <>
          <Button variant="outline" slot="close">
            Cancel
          </Button>
          <Button type="submit" form="add-carrier" isPending={add.isPending} pendingLabel="Saving...">
            Save Carrier
          </Button>
        </>
      }
    >
      <form
        id="add-carrier"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          // A pending button submits nothing, but Enter in a field still can: the form waits for the save under way.
          if (!add.isPending) add.mutate();
        }}
      >
        <TextField label="Name" isRequired value={name} onChange={setName} errorMessage={nameIssue ?? failure} autoFocus />
        <TextArea label="Appetite in general" value={note} onChange={setNote} description="What it likes to write; optional." />
      </form>
    </Dialog>
  );
}
