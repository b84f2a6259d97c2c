import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCTS,
  PRODUCT_LABELS,
  carrierRights,
  formatHitRatio,
  type AppetiteNote,
  type Carrier,
  type CarrierContact,
  type CarrierProductFigures,
  type CarrierQuote,
  type Product,
} from '@workbench/core';
import {
  Badge,
  Button,
  CellLink,
  Link,
  PlusIcon,
  Select,
  Spinner,
  Table,
  TextArea,
  TextField,
  useToast,
  type TableColumn,
  SectionCard,
} from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { quoteTone } from '../../components/badges.tsx';
import { HistoryList } from '../../components/HistoryList.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatDate, formatMoney, formatNumber } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { carrierKeys, carrierQueryOptions, updateCarrier } from '../../queries/carriers.queries.ts';
import { appetiteLabel } from './appetite.ts';
import * as styles from './carriers.css.ts';

/** One carrier: its appetite (editable by brokers), contacts, hit ratio per product, quotes and history. */
export function CarrierDetailScreen({ carrierId }: { carrierId: string }) {
  const query = useQuery(carrierQueryOptions(carrierId));
  const { data: user } = useQuery(currentUserQueryOptions());
  const back = <Link href="/parties/carriers">Back to Carriers</Link>;
  if (query.isPending) return <Spinner label="Loading carrier" />;
  if (query.isError || !query.data) {
    return (
      <Page>
        <PageHeader title="Carrier not found" subtitle="This carrier is not in the directory." actions={back} />
      </Page>
    );
  }
  const carrier = query.data;
  const mayChange = user ? carrierRights(user).change : false;
  const quotes = `${formatNumber(carrier.quotesCount)} ${carrier.quotesCount === 1 ? 'quote' : 'quotes'}`;
  return (
    <Page>
      <PageHeader
        title={carrier.name}
        subtitle={
          <>
            <Badge tone={carrier.active ? 'green' : 'neutral'}>{carrier.active ? 'Active' : 'Inactive'}</Badge> {quotes} · hit ratio{' '}
            {formatHitRatio(carrier.hitRatio)}
          </>
        }
        actions={
          <>
            {mayChange ? <ActiveToggle carrier={carrier} /> : null}
            {back}
          </>
        }
      />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Appetite carrier={carrier} mayChange={mayChange} />
          <Quotes carrier={carrier} />
        </div>
        <div className={styles.stack}>
          <HitRatios carrier={carrier} />
          <Contacts carrier={carrier} mayChange={mayChange} />
          <History carrier={carrier} />
        </div>
      </div>
    </Page>
  );
}

function useCarrierUpdate(carrier: Carrier, done: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (changes: Parameters<typeof updateCarrier>[1]) => updateCarrier(carrier.id, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(carrierKeys.detail(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
      toast({ title: done, description: `${updated.name} was saved.` });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Save failed', description: errorMessage(error, 'Failed to save the carrier') }),
  });
}

function ActiveToggle({ carrier }: { carrier: Carrier }) {
  const save = useCarrierUpdate(carrier, carrier.active ? 'Carrier marked inactive' : 'Carrier marked active');
  return (
    <Button variant="outline" isPending={save.isPending} onPress={() => save.mutate({ active: !carrier.active })}>
      {carrier.active ? 'Mark Inactive' : 'Mark Active'}
    </Button>
  );
}

const GENERAL = 'general';
const PRODUCT_CHOICES = [{ id: GENERAL, label: 'In general' }, ...PRODUCTS.map((p) => ({ id: p, label: PRODUCT_LABELS[p] }))];

/** The appetite notes, one per product line (and one in general); brokers edit them in place. */
function Appetite({ carrier, mayChange }: { carrier: Carrier; mayChange: boolean }) {
  const [draft, setDraft] = useState<AppetiteNote[] | null>(null);
  const save = useCarrierUpdate(carrier, 'Appetite saved');
  const editing = draft !== null;
  const start = () => setDraft(carrier.appetite.length ? carrier.appetite.map((n) => ({ ...n })) : [{ product: null, note: '' }]);
  const change = (index: number, next: Partial<AppetiteNote>) => setDraft((d) => d!.map((n, i) => (i === index ? { ...n, ...next } : n)));
  const used = new Set(draft?.map((n) => n.product));
  const nextProduct = [null, ...PRODUCTS].find((p) => !used.has(p));
  return (
    <SectionCard
      id="carrier-appetite"
      title="Appetite"
      actions={
        mayChange && !editing ? (
          <Button size="sm" variant="outline" onPress={start}>
            Edit Appetite
          </Button>
        ) : null
      }
    >
      {editing ? (
        <form
          className={styles.form}
          aria-label="Edit appetite"
          onSubmit={(e) => {
            e.preventDefault();
            // A pending button submits nothing, but Enter in a field still can: the form waits for the save under way.
            if (save.isPending) return;
            save.mutate(
              { appetite: draft.filter((n) => n.note.trim()).map((n) => ({ product: n.product, note: n.note.trim() })) },
              { onSuccess: () => setDraft(null) },
            );
          }}
        >
          {draft.map((note, index) => (
            <div key={index} className={styles.formRow}>
              <Select
                label="Applies to"
                items={PRODUCT_CHOICES.filter(
                  (c) => c.id === (note.product ?? GENERAL) || !used.has(c.id === GENERAL ? null : (c.id as Product)),
                )}
                selectedKey={note.product ?? GENERAL}
                onSelectionChange={(key) => change(index, { product: key === GENERAL ? null : (key as Product) })}
              />
              <TextArea
                label={`Appetite note (${appetiteLabel(note)})`}
                value={note.note}
                onChange={(text) => change(index, { note: text })}
              />
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove the ${appetiteLabel(note)} note`}
                onPress={() => setDraft(draft.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </div>
          ))}
          <div className={styles.formActions}>
            <Button
              variant="outline"
              size="sm"
              isDisabled={nextProduct === undefined}
              onPress={() => setDraft([...draft, { product: nextProduct ?? null, note: '' }])}
            >
              <PlusIcon /> Add Note
            </Button>
            <span className={styles.filters}>
              <Button variant="outline" onPress={() => setDraft(null)}>
                Cancel
              </Button>
              <Button type="submit" isPending={save.isPending} pendingLabel="Saving...">
                Save Appetite
              </Button>
            </span>
          </div>
        </form>
      ) : carrier.appetite.length === 0 ? (
        <p className={styles.muted}>No appetite noted yet.</p>
      ) : (
        <ul className={styles.list}>
          {carrier.appetite.map((note) => (
            <li key={note.product ?? GENERAL} className={styles.entry}>
              <span className={styles.entryTitle}>{appetiteLabel(note)}</span>
              <p className={styles.entryText}>{note.note}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

const QUOTE_COLUMNS: TableColumn<CarrierQuote>[] = [
  {
    id: 'submissionId',
    header: 'Submission',
    isRowHeader: true,
    minWidth: 150,
    cell: (q) => (
      <Link href={`/submissions/${q.submissionId}`} className={styles.nowrap}>
        {q.submissionId}
      </Link>
    ),
    text: (q) => q.submissionId,
  },
  { id: 'client', header: 'Client', minWidth: 160 },
  { id: 'product', header: 'Product', cell: (q) => PRODUCT_LABELS[q.product], text: (q) => PRODUCT_LABELS[q.product] },
  { id: 'amount', header: 'Amount', align: 'end', cell: (q) => formatMoney(q.amount), text: (q) => formatMoney(q.amount) },
  { id: 'status', header: 'Status', cell: (q) => <Badge tone={quoteTone(q.status)}>{q.status}</Badge>, text: (q) => q.status },
  { id: 'validUntil', header: 'Valid until', cell: (q) => formatDate(q.validUntil), text: (q) => formatDate(q.validUntil) },
];

function Quotes({ carrier }: { carrier: Carrier }) {
  return <Table title="Quotes" columns={QUOTE_COLUMNS} rows={carrier.quotes} emptyText="No quotes from this carrier yet." showCount />;
}

const RATIO_COLUMNS: TableColumn<CarrierProductFigures>[] = [
  { id: 'product', header: 'Product', isRowHeader: true, cell: (p) => PRODUCT_LABELS[p.product], text: (p) => PRODUCT_LABELS[p.product] },
  { id: 'quotes', header: 'Quotes', align: 'end', cell: (p) => formatNumber(p.quotes), text: (p) => String(p.quotes) },
  { id: 'bound', header: 'Bound', align: 'end', cell: (p) => formatNumber(p.bound), text: (p) => String(p.bound) },
  { id: 'hitRatio', header: 'Hit ratio', align: 'end', cell: (p) => formatHitRatio(p.hitRatio), text: (p) => formatHitRatio(p.hitRatio) },
];

function HitRatios({ carrier }: { carrier: Carrier }) {
  return (
    <SectionCard id="carrier-hit-ratio" title="Hit Ratio by Product">
      <Table aria-label="Hit ratio by product" columns={RATIO_COLUMNS} rows={carrier.byProduct} emptyText="No quotes yet." />
    </SectionCard>
  );
}

const emptyContact = (): CarrierContact => ({ name: '', email: null, phone: null, role: null });

/** The people the brokers deal with at the carrier; brokers edit the list in place. */
function Contacts({ carrier, mayChange }: { carrier: Carrier; mayChange: boolean }) {
  const [draft, setDraft] = useState<CarrierContact[] | null>(null);
  const save = useCarrierUpdate(carrier, 'Contacts saved');
  const change = (index: number, next: Partial<CarrierContact>) => setDraft((d) => d!.map((c, i) => (i === index ? { ...c, ...next } : c)));
  const text = (value: string) => value.trim() || null;
  return (
    <SectionCard
      id="carrier-contacts"
      title="Contacts"
      actions={
        mayChange && draft === null ? (
          <Button
            size="sm"
            variant="outline"
            onPress={() => setDraft(carrier.contacts.length ? carrier.contacts.map((c) => ({ ...c })) : [emptyContact()])}
          >
            Edit Contacts
          </Button>
        ) : null
      }
    >
      {draft !== null ? (
        <form
          className={styles.form}
          aria-label="Edit contacts"
          onSubmit={(e) => {
            e.preventDefault();
            // A pending button submits nothing, but Enter in a field still can: the form waits for the save under way.
            if (save.isPending) return;
            save.mutate(
              {
                contacts: draft
                  .filter((c) => c.name.trim())
                  .map((c) => ({ name: c.name.trim(), role: text(c.role ?? ''), email: text(c.email ?? ''), phone: text(c.phone ?? '') })),
              },
              { onSuccess: () => setDraft(null) },
            );
          }}
        >
          {draft.map((contact, index) => {
            const who = contact.name.trim() || `contact ${index + 1}`;
            return (
              <fieldset key={index} className={styles.contactFields} aria-label={`Contact ${index + 1}`}>
                <TextField label="Name" value={contact.name} onChange={(name) => change(index, { name })} />
                <TextField label="Role" value={contact.role ?? ''} onChange={(role) => change(index, { role })} />
                <TextField label="E-mail" type="email" value={contact.email ?? ''} onChange={(email) => change(index, { email })} />
                <TextField label="Phone" type="tel" value={contact.phone ?? ''} onChange={(phone) => change(index, { phone })} />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${who}`}
                  onPress={() => setDraft(draft.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </fieldset>
            );
          })}
          <div className={styles.formActions}>
            <Button variant="outline" size="sm" onPress={() => setDraft([...draft, emptyContact()])}>
              <PlusIcon /> Add Contact
            </Button>
            <span className={styles.filters}>
              <Button variant="outline" onPress={() => setDraft(null)}>
                Cancel
              </Button>
              <Button type="submit" isPending={save.isPending} pendingLabel="Saving...">
                Save Contacts
              </Button>
            </span>
          </div>
        </form>
      ) : carrier.contacts.length === 0 ? (
        <p className={styles.muted}>No contacts yet.</p>
      ) : (
        <ul className={styles.list}>
          {carrier.contacts.map((c, i) => (
            <li key={`${c.name}-${i}`} className={styles.entry}>
              <span className={styles.entryHead}>
                <span className={styles.entryTitle}>{c.name}</span>
                {c.role ? <span className={styles.entryMeta}>{c.role}</span> : null}
              </span>
              <span className={styles.entryMeta}>
                {/* A plain anchor: the app's router would read a mail address as a page of this site. */}
                {c.email ? <CellLink href={`mailto:${c.email}`}>{c.email}</CellLink> : null}
                {c.email && c.phone ? ' · ' : null}
                {c.phone}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function History({ carrier }: { carrier: Carrier }) {
  return (
    <SectionCard id="carrier-history" title="History">
      <HistoryList entries={carrier.history} emptyText="Nothing recorded yet." />
    </SectionCard>
  );
}
