import { type ReactNode, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLAIM_STATUS_LABELS, CLAIM_TRANSITIONS, ClaimMessageSchema, canMoveClaim, type Claim, type ClaimStatus } from '@workbench/core';
import { Button, EmptyState, FileIcon, Link, SendIcon, Spinner, TextArea, useToast, SectionCard } from '@workbench/ui-kit';
import * as v from 'valibot';
import { errorMessage } from '../../api/client.ts';
import { ClaimStatusBadge } from '../../components/badges.tsx';
import { DownloadLink } from '../../components/DownloadLink.tsx';
import { HistoryList } from '../../components/HistoryList.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatBytes, formatDate, formatDateTime, formatMoney } from '../../format.ts';
import { claimDocumentHref, claimKeys, claimQueryOptions, moveClaim, sendClaimMessage } from '../../queries/claims.queries.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ClaimFilePicker } from './ClaimFiles.tsx';
import * as styles from './claims.css.ts';
import { policyHref } from '../policies/backLink.ts';

/** What the button that moves a claim to a status says. */
const MOVE_LABELS: Record<ClaimStatus, string> = {
  reported: 'Reopen',
  acknowledged: 'Acknowledge',
  in_progress: 'Start work',
  closed: 'Close claim',
};

interface ClaimDetailProps {
  /** The claim's id or CLM reference. */
  reference: string;
  /** Staff see the client and may move the claim on. */
  staff: boolean;
  backHref: string;
  backLabel: string;
}

/** One claim: its status, what was reported, its files, its history and the conversation about it. */
export function ClaimDetailScreen({ reference, staff, backHref, backLabel }: ClaimDetailProps) {
  const query = useQuery(claimQueryOptions(reference));
  const back = <Link href={backHref}>{backLabel}</Link>;
  if (query.isPending) return <Spinner label="Loading claim" />;
  if (query.isError || !query.data) {
    return (
      <Page>
        <PageHeader title="Claim not found" subtitle="This claim does not exist or is not yours to see." actions={back} />
      </Page>
    );
  }
  const claim = query.data;
  return (
    <Page>
      <PageHeader title={`Claim ${claim.reference}`} subtitle={`Policy ${claim.policyNumber} · ${claim.client}`} actions={back} />
      {staff ? <StatusActions claim={claim} /> : null}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <ClaimFacts claim={claim} staff={staff} />
          <Messages claim={claim} />
        </div>
        <div className={styles.stack}>
          <Documents claim={claim} />
          <History claim={claim} />
        </div>
      </div>
    </Page>
  );
}

function ClaimFacts({ claim, staff }: { claim: Claim; staff: boolean }) {
  // Staff and the customer each open the policy in their own part of the app.
  const policyLink = staff ? policyHref(claim.policyId, `/claims/${claim.reference}`) : `/customer/policies/${claim.policyId}`;
  const rows: [string, ReactNode, boolean?][] = [
    ['Status', <ClaimStatusBadge key="status" status={claim.status} />],
    [
      'Policy',
      <Link key="policy" href={policyLink}>
        {claim.policyNumber}
      </Link>,
    ],
    ['Date of loss', formatDate(claim.lossDate)],
    ['Estimated amount', claim.estimatedAmount === null ? 'Not given' : formatMoney(claim.estimatedAmount, { cents: 'always' })],
    ['Reported', `${formatDateTime(claim.createdAt)} by ${claim.reportedBy}`],
    ['Last updated', formatDateTime(claim.updatedAt)],
    ['Location', claim.location, true],
    ['What happened', claim.description, true],
  ];
  return (
    <SectionCard id="claim-details" title="Details">
      <dl className={styles.details}>
        {rows.map(([term, value, wide]) => (
          <div key={term} className={wide ? `${styles.detailRow} ${styles.wide}` : styles.detailRow}>
            <dt className={styles.detailTerm}>{term}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

/** Staff's buttons for the statuses the claim may move to next; closing asks first. */
function StatusActions({ claim }: { claim: Claim }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [confirmClose, setConfirmClose] = useState(false);
  const move = useMutation({
    mutationFn: (status: ClaimStatus) => moveClaim(claim.id, status),
    onSuccess: (updated) => {
      queryClient.setQueryData(claimKeys.detail(updated.reference), updated);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
      toast({
        title: `Claim ${CLAIM_STATUS_LABELS[updated.status]}`,
        description: `${updated.reference} is now ${CLAIM_STATUS_LABELS[updated.status]}.`,
      });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to update the claim') }),
  });
  const next = CLAIM_TRANSITIONS[claim.status].filter((to) => canMoveClaim(claim.status, to));
  if (next.length === 0) return <p className={styles.muted}>This claim is closed.</p>;
  return (
    <div className={styles.actions} role="group" aria-label="Move the claim">
      {next.map((to) => (
        <Button
          key={to}
          variant={to === 'closed' ? 'outline' : 'primary'}
          // The pressed button shows the move under way; the others wait for it.
          isPending={move.isPending && move.variables === to}
          isDisabled={move.isPending && move.variables !== to}
          onPress={() => (to === 'closed' ? setConfirmClose(true) : move.mutate(to))}
        >
          {MOVE_LABELS[to]}
        </Button>
      ))}
      <ConfirmDialog
        title={`Close claim ${claim.reference}?`}
        description="A closed claim cannot be reopened: a new loss is reported as a new claim."
        confirmLabel="Close claim"
        isOpen={confirmClose}
        onOpenChange={setConfirmClose}
        onConfirm={() => {
          setConfirmClose(false);
          move.mutate('closed');
        }}
      />
    </div>
  );
}

function Documents({ claim }: { claim: Claim }) {
  return (
    <SectionCard id="claim-documents" title="Photos and documents">
      {claim.documents.length === 0 ? (
        <p className={styles.muted}>No photos or documents yet.</p>
      ) : (
        <ul className={styles.list}>
          {claim.documents.map((doc) => (
            <li key={doc.id} className={styles.fileRow}>
              <FileIcon name={doc.filename} type={doc.mimeType} />
              <span className={styles.entry}>
                <span className={styles.fileName}>{doc.filename}</span>
                <span className={styles.entryMeta}>
                  {formatBytes(doc.size)} · {formatDate(doc.uploadedAt)} by {doc.uploadedBy}
                </span>
              </span>
              <DownloadLink href={claimDocumentHref(claim.id, doc.id)} filename={doc.filename} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function History({ claim }: { claim: Claim }) {
  return (
    <SectionCard id="claim-history" title="History">
      <HistoryList entries={[...claim.history].reverse()} />
    </SectionCard>
  );
}

/** The conversation on the claim, oldest first, and a reply box with attachments. */
function Messages({ claim }: { claim: Claim }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => sendClaimMessage(claim.id, content.trim(), files),
    onSuccess: (updated) => {
      queryClient.setQueryData(claimKeys.detail(updated.reference), updated);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
      setContent('');
      setFiles([]);
      toast({ title: 'Message sent' });
    },
    onError: (e) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(e, 'Failed to send the message') }),
  });
  const submit = () => {
    const checked = v.safeParse(ClaimMessageSchema, { content });
    if (!checked.success) return setError(checked.issues[0].message);
    setError(undefined);
    send.mutate();
  };
  return (
    <SectionCard id="claim-messages" title="Messages" contentClassName={styles.stack}>
      {claim.messages.length === 0 ? (
        <EmptyState headingLevel={3} title="No messages yet" description="Write below to ask or tell something about this claim." />
      ) : (
        <ol className={styles.list} aria-label="Messages">
          {claim.messages.map((message) => (
            <li key={message.id} className={styles.entry}>
              <span className={styles.entryHead}>
                <span className={styles.entryTitle}>{message.from}</span>
                <span className={styles.entryMeta}>{formatDateTime(message.date)}</span>
              </span>
              <p className={styles.entryText}>{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        aria-label="Reply"
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextArea
          label="Your message"
          value={content}
          onChange={(value) => {
            setContent(value);
            if (error) setError(undefined);
          }}
          validationBehavior="aria"
          errorMessage={error}
          rows={3}
        />
        <ClaimFilePicker label="Attach photos or documents" files={files} onChange={setFiles} isDisabled={send.isPending} />
        <div className={styles.actions}>
          <Button type="submit" isPending={send.isPending} pendingLabel="Sending...">
            <SendIcon /> Send
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
