import { AppError } from '../../errors.ts';
import { followAsWorker, notify, renewalDecisionRecipients } from '../../notifications/index.ts';
import { authorLabel, recordedBy } from '../../users/index.ts';
import { formatDate } from '../../shared/dates.ts';
import { formatMoney } from '../../shared/money.ts';
import type { Repositories } from '../../repositories.ts';
import type { Actor, CoreDeps } from '../../use-case-deps.ts';
import { writeOverReadVersion } from '../../shared/record-version.ts';
import { HISTORY_AUDIENCE, messageAudience } from '../../submissions/index.ts';
import { PRODUCT_LABELS, type PropertyInput, type SubmissionCoverage, type VehicleInput } from '../../submissions/index.ts';
import { rateSubmission } from '../../submissions/index.ts';
import { ENDORSEMENT_KIND_LABELS, RENEWAL_STATUS_LABELS, type PolicyDetail, type PolicyView } from '../entities.ts';
import {
  addDays,
  assertPolicyActor,
  assertPolicyStaff,
  isPremiumChangeFlagged,
  isRenewalDecided,
  policyAccess,
  policyYearFrom,
  renewedPolicyNumber,
} from '../rules.ts';
import type { CertificateRenderer, RenewalList, RenewalListFilters } from '../ports.ts';
import { issueCertificatesIn, type CertificateToIssue } from './certificates.ts';
import { policyVehiclesIn } from './policy-vehicles.ts';
import { visiblePolicy } from './visible-policy.ts';
import { assertVehicleEndorsementFits } from '../vehicle-schedule.ts';
import { mailClientCustomers } from '../../notifications/index.ts';
import type { CancellationInput, NewEndorsement, RenewalStart, RenewalUpdate } from '../schemas.ts';

/** What the renewal rules need beyond the usual ports; both come from configuration. */
export interface RenewalSettings {
  /** A renewed premium that moves by more than this share (percent) of the last one is flagged. */
  renewalPremiumChangePercent: number;
  /** How many days before expiry a renewal decision is due. */
  renewalDecisionDays: number;
}

export const DEFAULT_RENEWAL_SETTINGS: RenewalSettings = { renewalPremiumChangePercent: 10, renewalDecisionDays: 30 };

/** The body field a policy's edit sends its read record version in: `version` counts its endorsements. */
export const POLICY_VERSION_FIELD = 'recordVersion' as const;

const today = (deps: Pick<CoreDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);

export { visiblePolicy } from './visible-policy.ts';

/** One policy with its endorsements, history and certificates. */
export const getPolicyDetail =
  (deps: Pick<CoreDeps, 'uow'>) =>
  async (actor: Actor, id: string): Promise<PolicyView> =>
    visiblePolicy(deps.uow.repos, actor, id);

/** Policies expiring within the chosen window (120, 90, 60 or 30 days), soonest first. Staff only. */
export const listRenewals =
  (deps: Pick<CoreDeps, 'uow' | 'clock'>) =>
  async (actor: Actor, { within }: RenewalListFilters): Promise<RenewalList> => {
    assertPolicyStaff(actor);
    return { within, items: await deps.uow.repos.policies.renewals(addDays(today(deps), within)) };
  };

/**
 * The policy an edit changes, its edit counted: refused with the policy as it stands when the record version
 * the writer read (`read`) is not the stored one, before anything else is said of it (a cancellation made
 * since shows in what is answered). Counting the edit locks the policy until the edit's transaction ends,
 * so what the edit decides from the policy as read stays true while it writes.
 */
async function loadForChange(repos: Repositories, actor: Actor, id: string, read: number | undefined): Promise<PolicyDetail> {
  assertPolicyActor(actor);
  const policy = await visiblePolicy(repos, actor, id);
  await writeOverReadVersion(
    read,
    { version: policy.recordVersion },
    () => visiblePolicy(repos, actor, id),
    (expected) => repos.policies.countEdit(policy.id, expected),
  );
  if (policy.cancellation) throw AppError.conflict(`Policy ${policy.policyNumber} was cancelled on ${policy.cancellation.date}`);
  return policy;
}

/**
 * Starts the renewal: a renewal submission for the same client, prefilled with the policy's coverages and
 * the schedule of the submission it was bound from, linked to the policy and assigned to its owner. The
 * policy then shows Remarketing. Fails with `conflict` when a renewal was started already or decided. The
 * caller has counted it as an edit of the policy (loadForChange, startRenewalOnItsOwn).
 */
export async function startRenewalIn(
  repos: Repositories,
  actor: Actor | null,
  policy: PolicyDetail,
  now: Date,
  linkTo?: (path: string) => string,
): Promise<string> {
  if (policy.renewalSubmissionId || policy.renewalStatus !== 'not_started')
    throw AppError.conflict(`The renewal of ${policy.policyNumber} was started already`);
  const origin = policy.submissionId ? await repos.submissions.get(policy.submissionId) : null;
  const coverages: SubmissionCoverage[] = origin?.coverages.map((c) => ({ ...c })) ?? [];
  const strip = <T extends { id: string }>({ id: _id, ...row }: T) => row;
  const properties: PropertyInput[] = origin?.properties.map(strip) ?? [];
  const vehicles: VehicleInput[] = origin?.vehicles.map(strip) ?? [];
  const ownerId = policy.ownerId ?? (actor && policyAccess(actor, false) === 'act' ? actor.id : null);
  const at = now.toISOString();
  const created = await repos.submissions.create({
    clientId: policy.clientId,
    transactionType: 'renewal',
    priority: 'medium',
    status: 'pending',
    type: 'manual',
    channel: 'Broker Portal',
    isNew: true,
    product: policy.product,
    rating: rateSubmission({ coverages, properties, vehicles }, now),
    dueDate: addDays(policy.expirationDate, -1),
    description: `Renewal of ${policy.policyNumber} (${PRODUCT_LABELS[policy.product]}), expiring ${formatDate(policy.expirationDate)}. Last premium ${formatMoney(policy.premium)}.`,
    notes: [],
    coverages,
    // The client confirms or updates the schedule the renewal starts from, in the portal.
    shareWithClient: true,
    assignedToId: ownerId,
    createdById: actor?.id ?? null,
    createdAt: at,
  });
  if (properties.length > 0) await repos.schedules.addProperties(created.id, properties);
  if (vehicles.length > 0) await repos.schedules.addVehicles(created.id, vehicles);
  const who = actor ? recordedBy(actor) : { userId: null, user: 'Workbench' };
  await repos.history.add(created.id, {
    ...who,
    action: 'Submission created',
    audience: HISTORY_AUDIENCE.submission,
    details: `${created.submissionId}: renewal of ${policy.policyNumber} for ${policy.client}`,
    date: at,
  });
  if (actor) await followAsWorker(repos, actor, created.id, at);
  const asker = actor ?? (ownerId ? await repos.users.findById(ownerId) : null);
  await askClientToConfirmSchedule(repos, asker, policy, created.id, at, linkTo);
  if (!policy.ownerId && ownerId) await repos.policies.setOwner(policy.id, ownerId);
  await repos.policies.setRenewal(policy.id, { status: 'remarketing', submissionId: created.id });
  await repos.policies.addHistory(policy.id, {
    user: who.user,
    action: 'Renewal started',
    details: `Renewal submission ${created.submissionId} created`,
    date: at,
  });
  return created.id;
}

/**
 * Starts a renewal nobody started in time, as the renewal sweep does: an edit of the policy like a broker's
 * start, so whoever opened the policy before it is refused over the version they read instead of writing
 * over a renewal they have not seen.
 */
async function startRenewalOnItsOwn(
  repos: Repositories,
  policy: PolicyDetail,
  now: Date,
  linkTo: ((path: string) => string) | undefined,
): Promise<string> {
  await repos.policies.countEdit(policy.id, undefined);
  return startRenewalIn(repos, null, policy, now, linkTo);
}

/**
 * A renewal starts from the schedule the firm holds, and only the client knows what changed since: the
 * renewal submission asks them, on its client channel, to check it, update it in the portal and confirm.
 * The one asking is whoever started the renewal or, when it started on its own, the policy's owner; the
 * client's people are notified and mailed as their preferences allow.
 */
async function askClientToConfirmSchedule(
  repos: Repositories,
  asker: Actor | null,
  policy: PolicyDetail,
  submissionId: string,
  at: string,
  linkTo: ((path: string) => string) | undefined,
): Promise<void> {
  const subject = `Renewal of ${policy.policyNumber}: please confirm your schedule`;
  const content =
    `Your policy ${policy.policyNumber} expires on ${formatDate(policy.expirationDate)}. We have started its renewal with the locations ` +
    'and vehicles we hold for you. Please check them, update anything that has changed, and reply here to confirm.';
  await repos.messages.add(submissionId, {
    from: asker ? authorLabel(asker) : 'Workbench',
    to: policy.client,
    subject,
    content,
    channel: 'client',
    attachmentIds: [],
    date: at,
  });
  await repos.history.add(submissionId, {
    ...(asker ? recordedBy(asker) : { userId: null, user: 'Workbench' }),
    action: 'Message sent',
    audience: messageAudience('client'),
    details: `To ${policy.client}: ${subject}`,
    date: at,
  });
  const submission = await repos.submissions.get(submissionId);
  if (asker && submission)
    await notify(repos, {
      linkTo,
      kind: 'message',
      submission,
      actor: asker,
      title: 'New message',
      details: subject,
      audience: messageAudience('client'),
      at,
    });
}

/** A broker starts a policy's renewal. Fails with `forbidden`, `not_found`, `conflict`. */
export const startRenewal =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, { recordVersion }: RenewalStart = {}): Promise<PolicyView> => {
    await deps.uow.run(async (repos) => {
      const policy = await loadForChange(repos, actor, id, recordVersion ?? undefined);
      await startRenewalIn(repos, actor, policy, deps.clock.now(), deps.linkTo);
    });
    return visiblePolicy(deps.uow.repos, actor, id);
  };

/**
 * Records where a renewal stands (remarketing, quoted) or its decision (renewed with its premium, or
 * lapsed). A renewed premium that moves by more than the configured share is flagged. A decision is final.
 */
export const updateRenewal =
  (deps: CoreDeps & Partial<RenewalSettings> & { certificates: CertificateRenderer }) =>
  async (actor: Actor, id: string, { recordVersion, ...body }: RenewalUpdate): Promise<PolicyView> => {
    const percent = deps.renewalPremiumChangePercent ?? DEFAULT_RENEWAL_SETTINGS.renewalPremiumChangePercent;
    await deps.uow.run(async (repos) => {
      const policy = await loadForChange(repos, actor, id, recordVersion ?? undefined);
      if (isRenewalDecided(policy.renewalStatus))
        throw AppError.conflict(
          `The renewal of ${policy.policyNumber} was decided already: ${RENEWAL_STATUS_LABELS[policy.renewalStatus]}`,
        );
      const now = deps.clock.now().toISOString();
      const renewed = body.status === 'renewed' ? body.renewedPremium : null;
      const flagged = renewed !== null && isPremiumChangeFlagged(policy.premium, renewed, percent);
      await repos.policies.setRenewal(policy.id, {
        status: body.status,
        renewedPremium: renewed,
        flagged,
        decidedAt: isRenewalDecided(body.status) ? now : null,
      });
      let details = `${RENEWAL_STATUS_LABELS[policy.renewalStatus]} → ${RENEWAL_STATUS_LABELS[body.status]}`;
      if (renewed !== null) {
        const change = policy.premium > 0 ? ((renewed - policy.premium) / policy.premium) * 100 : 0;
        details += `: premium ${formatMoney(policy.premium)} → ${formatMoney(renewed)} (${change >= 0 ? '+' : ''}${change.toFixed(1)}%)`;
        if (flagged) details += `, above the ${percent}% threshold`;
      }
      await repos.policies.addHistory(policy.id, { user: authorLabel(actor), action: 'Renewal updated', details, date: now });
      if (renewed !== null) await completeRenewalIn(repos, deps, actor, policy, renewed);
    });
    return visiblePolicy(deps.uow.repos, actor, id);
  };

/**
 * A renewal decided as renewed completes into the renewed policy: the next term at the renewed premium, on
 * the renewal submission, with the same owner. Each holder certified on the expiring policy gets its
 * certificate again against the renewed one, with the same wording, and the customer is told.
 */
async function completeRenewalIn(
  repos: Repositories,
  deps: CoreDeps & { certificates: CertificateRenderer },
  actor: Actor,
  policy: PolicyDetail,
  premium: number,
): Promise<void> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const created = await repos.policies.create({
    policyNumber: renewedPolicyNumber(policy.policyNumber),
    clientId: policy.clientId,
    submissionId: policy.renewalSubmissionId ?? policy.submissionId,
    status: 'active',
    product: policy.product,
    premium,
    ...policyYearFrom(policy.expirationDate),
  });
  if (policy.ownerId) await repos.policies.setOwner(created.id, policy.ownerId);
  await repos.policies.setRenewal(policy.id, { status: 'renewed', renewedToId: created.id });
  await repos.policies.addHistory(policy.id, {
    user: authorLabel(actor),
    action: 'Renewed',
    details: `Renewed into ${created.policyNumber} from ${formatDate(created.effectiveDate)}`,
    date: at,
  });
  await repos.policies.addHistory(created.id, {
    user: authorLabel(actor),
    action: 'Policy renewed',
    details: `Renews ${policy.policyNumber}: ${formatDate(created.effectiveDate)} to ${formatDate(created.expirationDate)}, premium ${formatMoney(premium)}`,
    date: at,
  });
  const holders = await repos.policies.holders(policy.clientId);
  const seen = new Set<string>();
  const again: CertificateToIssue[] = [];
  // Newest first, so each holder's latest certificate decides the wording carried over.
  for (const certificate of policy.certificates) {
    const key = certificate.holderId ?? certificate.holderName;
    if (seen.has(key)) continue;
    seen.add(key);
    const holder = holders.find((h) => h.id === certificate.holderId);
    const printed = certificate.printed ?? (holder ? { ...holder, holderAddress: holder.address } : null);
    if (!printed) continue;
    again.push({
      holderId: certificate.holderId,
      holderName: certificate.holderName,
      holderAddress: printed.holderAddress,
      additionalInsured: printed.additionalInsured,
      waiverOfSubrogation: printed.waiverOfSubrogation,
      wording: printed.wording,
    });
  }
  if (again.length === 0) return;
  const renewedPolicy = (await repos.policies.detail(created.id))!;
  await issueCertificatesIn(repos, deps.certificates, renewedPolicy, again, { fullName: actor.fullName, label: authorLabel(actor) }, now);
  const names = again.map((c) => c.holderName).join(', ');
  await repos.policies.addHistory(created.id, {
    user: authorLabel(actor),
    action: 'Certificates re-issued',
    details: `${again.length === 1 ? 'Certificate' : `${again.length} certificates`} re-issued from ${policy.policyNumber} for ${names}`,
    date: at,
  });
  await mailClientCustomers(repos, actor, {
    clientId: policy.clientId,
    clientEmail: policy.clientEmail,
    kind: 'decision',
    title: 'Policy renewed: certificates re-issued',
    details: `${policy.policyNumber} was renewed as ${created.policyNumber}; your certificates for ${names} were issued again for the new term.`,
    reference: created.policyNumber,
    client: policy.client,
    link: deps.linkTo?.(`/customer/policies/${created.id}`),
  });
}

/**
 * Makes sure no policy passes its expiry without a recorded decision: each policy within the decision
 * window that is neither renewed nor lapsed gets, once, a task for its owner on its renewal submission (one
 * is started when none was) and a notification to those `renewalDecisionRecipients` names; one still
 * undecided once it has expired is escalated to its owner and the broker managers. Safe to run often and
 * from several processes.
 */
export const raiseOverdueRenewals = (deps: CoreDeps & Partial<RenewalSettings>) => async (): Promise<number> => {
  const days = deps.renewalDecisionDays ?? DEFAULT_RENEWAL_SETTINGS.renewalDecisionDays;
  const now = deps.clock.now();
  return deps.uow.run(async (repos) => {
    const due = await repos.policies.undecidedRenewals(addDays(now.toISOString().slice(0, 10), days));
    for (const item of due) {
      const policy = (await repos.policies.detail(item.id))!;
      const submissionId = policy.renewalSubmissionId ?? (await startRenewalOnItsOwn(repos, policy, now, deps.linkTo));
      const current = (await repos.policies.detail(item.id))!;
      const owner = current.owner;
      const title = `Decide the renewal of ${policy.policyNumber}`;
      const details = `${policy.client}: expires ${formatDate(policy.expirationDate)} and no renewal decision is recorded`;
      await repos.tasks.add(submissionId, {
        title,
        assignedTo: owner,
        // Due the day before expiry, or today when that day has passed.
        dueDate: [addDays(policy.expirationDate, -1), now.toISOString().slice(0, 10)].sort()[1]!,
        status: 'Pending',
        priority: 'High',
      });
      await renewalDecisionRecipients(repos, current).then((userIds) =>
        repos.inbox.addNotifications(
          userIds.map((userId) => ({
            userId,
            kind: 'task' as const,
            submissionRecordId: submissionId,
            title: 'Renewal decision overdue',
            details: `${policy.policyNumber}: ${details}`,
            actor: null,
            createdAt: now.toISOString(),
            onceKey: `renewal-overdue:${policy.id}`,
          })),
        ),
      );
      await repos.policies.markOverdueRaised(policy.id, now.toISOString());
      await repos.policies.addHistory(policy.id, {
        user: 'Workbench',
        action: 'Renewal decision overdue',
        details,
        date: now.toISOString(),
      });
    }
    return due.length + (await raiseMissedDecisionsIn(repos, now, deps.linkTo));
  });
};

/** The history entry that marks a policy that expired undecided as escalated, so it is raised once. */
export const MISSED_DECISION_ACTION = 'Expired without a renewal decision';

/**
 * A policy that reached its expiry still undecided is escalated once: its owner and every broker manager
 * are told, and a task to record the decision (renewed or lapsed) goes on its renewal submission.
 */
async function raiseMissedDecisionsIn(repos: Repositories, now: Date, linkTo?: (path: string) => string): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const missed = await repos.policies.expiredUndecided(day, MISSED_DECISION_ACTION);
  for (const item of missed) {
    const policy = (await repos.policies.detail(item.id))!;
    const submissionId = policy.renewalSubmissionId ?? (await startRenewalOnItsOwn(repos, policy, now, linkTo));
    const current = (await repos.policies.detail(item.id))!;
    const details = `${policy.client}: expired on ${formatDate(policy.expirationDate)} and no renewal decision is recorded`;
    await repos.tasks.add(submissionId, {
      title: `Record the renewal decision of ${policy.policyNumber}: it has expired`,
      assignedTo: current.owner,
      dueDate: day,
      status: 'Pending',
      priority: 'High',
    });
    const recipients = new Set([...(current.ownerId ? [current.ownerId] : []), ...(await repos.policies.managerIds())]);
    await repos.inbox.addNotifications(
      [...recipients].map((userId) => ({
        userId,
        kind: 'task' as const,
        submissionRecordId: submissionId,
        title: 'Policy expired without a renewal decision',
        details: `${policy.policyNumber}: ${details}`,
        actor: null,
        createdAt: now.toISOString(),
        onceKey: `renewal-missed:${policy.id}`,
      })),
    );
    await repos.policies.addHistory(policy.id, { user: 'Workbench', action: MISSED_DECISION_ACTION, details, date: now.toISOString() });
  }
  return missed.length;
}

/**
 * Records a mid-term change as an endorsement: the policy's next version, with its premium adjustment. One
 * that adds or removes a vehicle changes the policy's vehicle schedule, and must fit it (a VIN added once,
 * a VIN removed that is on it).
 */
export const addEndorsement =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, { recordVersion, ...body }: NewEndorsement): Promise<PolicyView> => {
    await deps.uow.run(async (repos) => {
      const policy = await loadForChange(repos, actor, id, recordVersion ?? undefined);
      if (body.effectiveDate < policy.effectiveDate || body.effectiveDate > policy.expirationDate) {
        const message = `Effective date must fall within the policy period (${policy.effectiveDate} to ${policy.expirationDate})`;
        throw AppError.invalid(message, [{ path: 'effectiveDate', message }]);
      }
      assertVehicleEndorsementFits(body.kind, body.vehicle, await policyVehiclesIn(repos, policy));
      const now = deps.clock.now().toISOString();
      const endorsement = await repos.policies.addEndorsement(policy.id, { ...body, recordedBy: authorLabel(actor), recordedAt: now });
      const sign = body.premiumAdjustment >= 0 ? '+' : '−';
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: `Endorsement ${endorsement.version}`,
        details: `${ENDORSEMENT_KIND_LABELS[body.kind]} from ${formatDate(body.effectiveDate)}: ${body.description} (${sign}${formatMoney(Math.abs(body.premiumAdjustment))})`,
        date: now,
      });
    });
    return visiblePolicy(deps.uow.repos, actor, id);
  };

/** Cancels the policy from a date, for a reason, with the premium returned. A cancelled policy takes no more changes. */
export const cancelPolicy =
  (deps: CoreDeps) =>
  async (actor: Actor, id: string, { recordVersion, ...body }: CancellationInput): Promise<PolicyView> => {
    await deps.uow.run(async (repos) => {
      const policy = await loadForChange(repos, actor, id, recordVersion ?? undefined);
      if (body.date < policy.effectiveDate || body.date > policy.expirationDate) {
        const message = `Cancellation date must fall within the policy period (${policy.effectiveDate} to ${policy.expirationDate})`;
        throw AppError.invalid(message, [{ path: 'date', message }]);
      }
      if (body.returnPremium > policy.premium) {
        const message = `Return premium cannot exceed the premium of ${formatMoney(policy.premium)}`;
        throw AppError.invalid(message, [{ path: 'returnPremium', message }]);
      }
      const now = deps.clock.now().toISOString();
      await repos.policies.cancel(policy.id, body);
      await repos.policies.addHistory(policy.id, {
        user: authorLabel(actor),
        action: 'Policy cancelled',
        details: `From ${formatDate(body.date)}: ${body.reason}. Return premium ${formatMoney(body.returnPremium)}`,
        date: now,
      });
    });
    return visiblePolicy(deps.uow.repos, actor, id);
  };
