import { type ReactNode, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDORSEMENT_KIND_LABELS,
  RENEWAL_STATUS_LABELS,
  policyAccess,
  policyStanding,
  type PolicyDetail,
  type PolicyStanding,
} from '@workbench/core';
import { Badge, Button, Checkbox, DownloadIcon, FileIcon, Link, Spinner, useToast, SectionCard } from '@workbench/ui-kit';
import { errorMessage } from '../../api/client.ts';
import { DownloadLink } from '../../components/DownloadLink.tsx';
import { HistoryList } from '../../components/HistoryList.tsx';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { assigneeLabel, formatBytes, formatDate, formatDateTime, formatMoney, productLabel, todayIso } from '../../format.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import {
  certificateHoldersQueryOptions,
  certificateHoldersExportHref,
  certificateHref,
  issueCertificates,
  policyDetailQueryOptions,
  policyKeys,
} from '../../queries/policies.queries.ts';
import * as styles from '../claims/claims.css.ts';
import { clientHref } from '../parties/ClientDirectory.tsx';
import { PremiumChangeBadge, RenewalStatusBadge } from '../renewals/RenewalBadges.tsx';
import { BoundPlacementSection } from './BoundPlacement.tsx';
import { PolicyVehicles } from './PolicyVehicles.tsx';
import { StaffPolicyMessages } from './PolicyMessages.tsx';
import { CertificateRequestForm, CertificateRequestList } from './CertificateRequests.tsx';
import { CancellationForm, EndorsementForm, HolderForm, RenewalForm } from './PolicyForms.tsx';
import { policyHref } from './backLink.ts';

interface PolicyDetailProps {
  policyId: string;
  backHref: string;
  backLabel: string;
}

/**
 * One policy after binding: its terms, renewal, endorsements (its versions), cancellation, certificates,
 * messages and history. Brokers and managers change it; insurers and the policy's customer read it.
 */
export function PolicyDetailScreen({ policyId, backHref, backLabel }: PolicyDetailProps) {
  const query = useQuery(policyDetailQueryOptions(policyId));
  const user = useQuery(currentUserQueryOptions());
  const back = <Link href={backHref}>{backLabel}</Link>;
  if (query.isPending) return <Spinner label="Loading policy" />;
  if (query.isError || !query.data) {
    return (
      <Page>
        <PageHeader title="Policy not found" subtitle="This policy does not exist or is not yours to see." actions={back} />
      </Page>
    );
  }
  const policy = query.data;
  // The server answers a customer only a policy of a client they reach.
  const access = user.data ? policyAccess(user.data, true) : 'none';
  const canAct = access === 'act' && !policy.cancellation;
  const staff = access === 'act' || access === 'read';
  return (
    <Page>
      <PageHeader title={`Policy ${policy.policyNumber}`} subtitle={`${policy.client} · ${productLabel(policy.product)}`} actions={back} />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <Facts policy={policy} staff={staff} />
          <BoundPlacementSection policyId={policy.id} staff={staff} />
          <PolicyVehicles vehicles={policy.vehicles} />
          {staff ? (
            <SectionCard contentClassName={styles.stack} id="policy-renewal" title="Renewal">
              {canAct && policy.renewalStatus !== 'renewed' && policy.renewalStatus !== 'lapsed' ? (
                <RenewalForm policy={policy} />
              ) : (
                <p className={styles.muted}>
                  {policy.cancellation ? 'This policy was cancelled.' : `Renewal: ${RENEWAL_STATUS_LABELS[policy.renewalStatus]}.`}
                </p>
              )}
            </SectionCard>
          ) : null}
          <Endorsements policy={policy} canAct={canAct} />
          {canAct ? (
            <SectionCard contentClassName={styles.stack} id="policy-cancellation" title="Cancellation">
              <CancellationForm policy={policy} />
            </SectionCard>
          ) : null}
        </div>
        <div className={styles.stack}>
          <Certificates policy={policy} canAct={canAct} staff={staff} canRequest={false} />
          {staff ? <StaffPolicyMessages policy={policy} user={user.data} /> : null}
          {staff ? <History policy={policy} /> : null}
        </div>
      </div>
    </Page>
  );
}

const STANDING_TONES: Record<PolicyStanding, 'blue' | 'green' | 'neutral' | 'red'> = {
  upcoming: 'blue',
  in_force: 'green',
  expired: 'neutral',
  cancelled: 'red',
};

/** The policy's standing today, so a policy bound ahead of its first day does not read as already in force. */
function PolicyStandingBadge({ policy }: { policy: PolicyDetail }) {
  const standing = policyStanding(policy, todayIso());
  const label = {
    upcoming: `Starts ${formatDate(policy.effectiveDate)}`,
    in_force: 'In force',
    expired: `Ended ${formatDate(policy.expirationDate)}`,
    cancelled: 'Cancelled',
  }[standing];
  return (
    <Badge dot tone={STANDING_TONES[standing]}>
      {label}
    </Badge>
  );
}

function Facts({ policy, staff }: { policy: PolicyDetail; staff: boolean }) {
  const rows: [string, ReactNode][] = [
    ['Status', <PolicyStandingBadge key="status" policy={policy} />],
    [
      'Client',
      staff ? (
        <Link key="client" href={clientHref(policy.clientId)}>
          {policy.client}
        </Link>
      ) : (
        policy.client
      ),
    ],
    ['Policy period', `${formatDate(policy.effectiveDate)} to ${formatDate(policy.expirationDate)}`],
    ['Premium', formatMoney(policy.premium, { cents: 'if-any' })],
    ['Version', String(policy.version)],
  ];
  if (staff) {
    rows.push(['Owner', assigneeLabel(policy.owner)]);
    rows.push([
      'Renewal',
      <span key="renewal" className={styles.actions}>
        <RenewalStatusBadge status={policy.renewalStatus} />
        {policy.premiumChangeFlagged ? <PremiumChangeBadge /> : null}
      </span>,
    ]);
    if (policy.renewalSubmissionRef)
      rows.push([
        'Renewal submission',
        <Link key="sub" href={`/submissions/${policy.renewalSubmissionRef}`}>
          {policy.renewalSubmissionRef}
        </Link>,
      ]);
    if (policy.renewedPremium !== null) rows.push(['Renewed premium', formatMoney(policy.renewedPremium, { cents: 'if-any' })]);
    if (policy.renewedTo)
      rows.push([
        'Renewed as',
        <Link key="to" href={policyHref(policy.renewedTo.id, `/policies/${policy.id}`)}>
          {policy.renewedTo.policyNumber}
        </Link>,
      ]);
    if (policy.renewedFrom)
      rows.push([
        'Renews',
        <Link key="from" href={policyHref(policy.renewedFrom.id, `/policies/${policy.id}`)}>
          {policy.renewedFrom.policyNumber}
        </Link>,
      ]);
  }
  if (policy.cancellation) {
    rows.push(['Cancelled from', formatDate(policy.cancellation.date)]);
    rows.push(['Return premium', formatMoney(policy.cancellation.returnPremium, { cents: 'if-any' })]);
    rows.push(['Reason', policy.cancellation.reason]);
  }
  return (
    <SectionCard contentClassName={styles.stack} id="policy-details" title="Details">
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={styles.detailTerm}>{term}</dt>
            <dd className={styles.detailValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function Endorsements({ policy, canAct }: { policy: PolicyDetail; canAct: boolean }) {
  return (
    <SectionCard contentClassName={styles.stack} id="policy-endorsements" title="Endorsements">
      {policy.endorsements.length === 0 ? (
        <p className={styles.muted}>No endorsements: the policy is as bound (version 1).</p>
      ) : (
        <ol className={styles.list} aria-label="Versions">
          {policy.endorsements.map((e) => (
            <li key={e.id} className={styles.entry}>
              <span className={styles.entryHead}>
                <span className={styles.entryTitle}>
                  Version {e.version}: {ENDORSEMENT_KIND_LABELS[e.kind]}
                </span>
                <span className={styles.entryMeta}>
                  from {formatDate(e.effectiveDate)} · {e.premiumAdjustment >= 0 ? '+' : '−'}
                  {formatMoney(Math.abs(e.premiumAdjustment), { cents: 'if-any' })}
                </span>
              </span>
              <span className={styles.entryText}>{e.description}</span>
              <span className={styles.entryMeta}>
                Recorded {formatDateTime(e.recordedAt)} by {e.recordedBy}
              </span>
            </li>
          ))}
        </ol>
      )}
      {canAct ? <EndorsementForm policy={policy} /> : null}
    </SectionCard>
  );
}

/**
 * Issued certificates to download and the requests for them; staff who act pick holders from the client's
 * list and issue them in one go, and decide requests waiting for approval; the customer asks for one.
 */
function Certificates({
  policy,
  canAct,
  staff,
  canRequest,
}: {
  policy: PolicyDetail;
  canAct: boolean;
  staff: boolean;
  canRequest: boolean;
}) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const holders = useQuery({ ...certificateHoldersQueryOptions(policy.id), enabled: staff });
  const [chosen, setChosen] = useState<string[]>([]);
  const issue = useMutation({
    mutationFn: () => issueCertificates(policy.id, chosen),
    onSuccess: (issued) => {
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: policyKeys.detail(policy.id) });
      toast({ title: issued.length === 1 ? 'Certificate issued' : `${issued.length} certificates issued` });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to issue certificates') }),
  });
  return (
    <SectionCard contentClassName={styles.stack} id="policy-certificates" title="Certificates of insurance">
      <CertificateRequestList policy={policy} canDecide={canAct} />
      {policy.certificates.length === 0 ? (
        <p className={styles.muted}>No certificates issued yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Issued certificates">
          {policy.certificates.map((c) => (
            <li key={c.id} className={styles.fileRow}>
              <FileIcon name={c.filename} type="application/pdf" />
              <span className={styles.entry}>
                <span className={styles.fileName}>{c.holderName}</span>
                <span className={styles.entryMeta}>
                  {formatBytes(c.size)} · {formatDateTime(c.issuedAt)} by {c.issuedBy}
                </span>
              </span>
              <DownloadLink href={certificateHref(policy.id, c.id)} filename={c.filename} />
            </li>
          ))}
        </ul>
      )}
      {canAct ? (
        <>
          {holders.isPending ? (
            <Spinner label="Loading certificate holders" />
          ) : (holders.data ?? []).length === 0 ? (
            <p className={styles.muted}>{policy.client} has no certificate holders yet. Add one below.</p>
          ) : (
            <fieldset className={styles.stack} aria-label="Certificate holders">
              {(holders.data ?? []).map((h) => (
                <Checkbox
                  key={h.id}
                  isSelected={chosen.includes(h.id)}
                  onChange={(on) => setChosen((ids) => (on ? [...ids, h.id] : ids.filter((id) => id !== h.id)))}
                >
                  {h.name}
                  {h.additionalInsured || h.waiverOfSubrogation
                    ? ` (${[h.additionalInsured ? 'additional insured' : null, h.waiverOfSubrogation ? 'waiver of subrogation' : null].filter(Boolean).join(', ')})`
                    : ''}
                </Checkbox>
              ))}
              <div className={styles.actions}>
                <Button isDisabled={chosen.length === 0 || issue.isPending} onPress={() => issue.mutate()}>
                  {chosen.length > 1 ? `Issue ${chosen.length} certificates` : 'Issue certificate'}
                </Button>
                <Link
                  href={certificateHoldersExportHref(policy.id)}
                  download={`${policy.policyNumber}-certificate-holders.csv`}
                  buttonVariant="outline"
                  buttonSize="sm"
                >
                  <DownloadIcon /> Export holders (CSV)
                </Link>
              </div>
            </fieldset>
          )}
          <HolderForm policy={policy} onAdded={(id) => setChosen((ids) => [...ids, id])} />
        </>
      ) : null}
      {canRequest ? <CertificateRequestForm policy={policy} /> : null}
    </SectionCard>
  );
}

function History({ policy }: { policy: PolicyDetail }) {
  return (
    <SectionCard contentClassName={styles.stack} id="policy-history" title="History">
      <HistoryList entries={policy.history} emptyText="Nothing has happened to this policy since it was bound." />
    </SectionCard>
  );
}

/**
 * The portal's view of the customer's own policy: the vehicles it covers, its endorsements, its certificates
 * and asking for one.
 */
export function CustomerPolicyChanges({ policyId }: { policyId: string }) {
  const query = useQuery(policyDetailQueryOptions(policyId));
  const user = useQuery(currentUserQueryOptions());
  if (!query.data) return null;
  const own = !!user.data && policyAccess(user.data, true) === 'own' && !query.data.cancellation;
  return (
    <div className={styles.columns}>
      <BoundPlacementSection policyId={policyId} staff={false} />
      <PolicyVehicles vehicles={query.data.vehicles} />
      <Endorsements policy={query.data} canAct={false} />
      <Certificates policy={query.data} canAct={false} staff={false} canRequest={own} />
    </div>
  );
}
