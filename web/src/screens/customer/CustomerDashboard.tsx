import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { customerNextSteps, daysUntilDue, isOpenStatus, plural, type ActivityEntry, type Policy } from '@workbench/core';
import {
  AlertCircleIcon,
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DocumentIcon,
  FolderIcon,
  Link,
  ProgressBar,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@workbench/ui-kit';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { useErrorToast } from '../../components/useErrorToast.ts';
import { formatDate, formatDateTime, formatMoney, productLabel } from '../../format.ts';
import { activityQueryOptions } from '../../queries/activity.queries.ts';
import { claimCountQueryOptions } from '../../queries/claims.queries.ts';
import { currentUserQueryOptions } from '../../queries/auth.queries.ts';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PolicyItem, SubmissionItem } from './PortfolioItems.tsx';
import { activePolicies, dashboardDetails, premiumSummary, usePortfolio, type PortfolioSubmission } from './portfolio.ts';
import * as styles from './CustomerDashboard.css.ts';

/** How many items each dashboard tab and the updates card show; 'View All' leads to the rest. */
const RECENT = 5;
/**
 * The most submissions the Action Required notice names; the rest are counted with a link to the list, so
 * the notice never pushes the portfolio off a phone's first screen.
 */
const ACTION_LIST_MAX = 3;

/** Policies expiring within this many days get a renewal note in Recent Updates. */
const RENEWAL_NOTICE_DAYS = 90;

interface StatCardProps {
  title: string;
  icon: React.ReactNode;
  count: number;
  text: string;
  href: string;
  linkText: string;
}

function StatCard({ title, icon, count, text, href, linkText }: StatCardProps) {
  return (
    <Card as="section" aria-label={title}>
      <CardContent className={styles.statCard}>
        <div className={styles.statHead}>
          <h2 className={styles.statTitle}>{title}</h2>
          <span className={styles.statIcon} aria-hidden="true">
            {icon}
          </span>
        </div>
        <span className={styles.statCount}>{count}</span>
        <span className={styles.statText}>{text}</span>
        <Link href={href}>{linkText}</Link>
      </CardContent>
    </Card>
  );
}

interface Update {
  key: string;
  title: string;
  detail: string;
  date: string;
}

/** Renewal notes for active policies expiring soon, then the latest history of the customer's submissions. */
function recentUpdates(policies: Policy[], activity: ActivityEntry[], now: Date): Update[] {
  const renewals = activePolicies(policies)
    .filter((p) => {
      // Whole calendar days, counted as core counts them to a due date: a policy expiring today still gets its note.
      const days = daysUntilDue(p.expirationDate, now);
      return days !== null && days >= 0 && days <= RENEWAL_NOTICE_DAYS;
    })
    .map((p) => ({
      key: `renewal-${p.id}`,
      title: `Policy ${p.policyNumber} is due for renewal`,
      detail: `Your ${productLabel(p.product)} policy expires on ${formatDate(p.expirationDate)}.`,
      date: `Expires ${formatDate(p.expirationDate)}`,
    }));
  const history = activity.map((entry) => ({
    key: entry.id,
    title: `${entry.action}: ${entry.submissionId}`,
    detail: entry.details,
    date: formatDateTime(entry.date),
  }));
  return [...renewals, ...history].slice(0, RECENT);
}

/** Names each submission that waits for the customer, what it lacks first, and links to it. */
function ActionRequired({ submissions }: { submissions: PortfolioSubmission[] }) {
  if (submissions.length === 0) return null;
  const [first] = submissions;
  const firstStep = (item: PortfolioSubmission) => (item.detail ? customerNextSteps(item.detail)[0]?.message : undefined);
  if (submissions.length === 1) {
    const { summary } = first;
    return (
      <Alert
        variant="warning"
        title="Action Required"
        actions={<Link href={`/customer/submissions/${summary.id}`}>Open {summary.submissionId} →</Link>}
      >
        {summary.submissionId} needs more information from you.{firstStep(first) ? ` ${firstStep(first)}.` : ''}
      </Alert>
    );
  }
  const shown = submissions.slice(0, ACTION_LIST_MAX);
  const more = submissions.length - shown.length;
  // Several at once are named in one line (each one's own step is on its page), so the notice stays short.
  return (
    <Alert variant="warning" title="Action Required">
      {plural(submissions.length, 'submission')} need more information from you:{' '}
      {shown.map((item, i) => (
        <span key={item.summary.id}>
          {i > 0 ? ', ' : ''}
          <Link href={`/customer/submissions/${item.summary.id}`}>{item.summary.submissionId}</Link>
        </span>
      ))}
      {more > 0 ? (
        <>
          {' and '}
          <Link href="/customer/submissions">{plural(more, 'other')}</Link>
        </>
      ) : null}
      .
    </Alert>
  );
}

export function CustomerDashboard() {
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQueryOptions());
  const portfolio = usePortfolio({ detailsFor: dashboardDetails(RECENT) });
  const activity = useQuery(activityQueryOptions(RECENT));
  const claimCount = useQuery(claimCountQueryOptions());
  useErrorToast(portfolio.summariesQuery, 'Failed to load submissions');
  useErrorToast(portfolio.policiesQuery, 'Failed to load policies');

  const { submissions, policies } = portfolio;
  const active = activePolicies(policies);
  const actionRequired = submissions.filter((s) => s.needsAction);
  const premiums = premiumSummary(policies);
  const updates = recentUpdates(policies, activity.data ?? [], new Date());

  return (
    <Page>
      <PageHeader
        title={`Welcome Back${user ? `, ${user.fullName}` : ''}`}
        subtitle="Here's the latest information about your insurance portfolio"
      />

      <ActionRequired submissions={actionRequired} />

      <div className={styles.cards}>
        <StatCard
          title="Submissions"
          icon={<FolderIcon />}
          // Like Active Policies beside it: what is still under way, not the decided ones the list keeps too.
          count={submissions.filter((s) => isOpenStatus(s.summary.status)).length}
          text="Active insurance applications"
          href="/customer/submissions"
          linkText="View all submissions"
        />
        <StatCard
          title="Active Policies"
          icon={<DocumentIcon />}
          count={active.length}
          text="Current insurance coverage"
          href="/customer/policies"
          linkText="View all policies"
        />
        <StatCard
          title="Claims"
          icon={<AlertCircleIcon />}
          count={claimCount.data ?? 0}
          text="Losses you have reported"
          href="/customer/claims"
          linkText="View all claims"
        />
      </div>

      <Tabs defaultSelectedKey="submissions">
        <TabList aria-label="Portfolio">
          <Tab id="submissions">Submissions</Tab>
          <Tab id="policies">Policies</Tab>
        </TabList>
        <TabPanel id="submissions">
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>Recent Submissions</h2>
            <Button variant="outline" size="sm" onPress={() => void navigate({ to: '/customer/submissions' })}>
              View All
            </Button>
          </div>
          {portfolio.summariesQuery.isError ? (
            <LoadFailed headingLevel={3} what="Your submissions" onRetry={() => void portfolio.summariesQuery.refetch()} />
          ) : portfolio.isLoading ? (
            <Spinner label="Loading submissions" />
          ) : submissions.length === 0 ? (
            <p className={styles.empty}>No submissions found</p>
          ) : (
            <ul className={styles.list} aria-label="Recent Submissions">
              {submissions.slice(0, RECENT).map((item) => (
                <SubmissionItem key={item.summary.id} item={item} />
              ))}
            </ul>
          )}
        </TabPanel>
        <TabPanel id="policies">
          <div className={styles.sectionHead}>
            <h2 className={styles.sectionTitle}>Active Policies</h2>
            <Button variant="outline" size="sm" onPress={() => void navigate({ to: '/customer/policies' })}>
              View All
            </Button>
          </div>
          {portfolio.policiesQuery.isError ? (
            <LoadFailed headingLevel={3} what="Your policies" onRetry={() => void portfolio.policiesQuery.refetch()} />
          ) : portfolio.isLoading ? (
            <Spinner label="Loading policies" />
          ) : active.length === 0 ? (
            <p className={styles.empty}>No active policies found</p>
          ) : (
            <ul className={styles.list} aria-label="Active Policies">
              {active.slice(0, RECENT).map((policy) => (
                <PolicyItem key={policy.id} policy={policy} />
              ))}
            </ul>
          )}
        </TabPanel>
      </Tabs>

      <div className={styles.lower}>
        <Card as="section" aria-labelledby="recent-updates">
          <CardHeader>
            <CardTitle level={2} id="recent-updates">
              Recent Updates
            </CardTitle>
          </CardHeader>
          <CardContent>
            {updates.length === 0 ? (
              <p className={styles.empty}>No recent updates</p>
            ) : (
              <ul className={styles.list}>
                {updates.map((u) => (
                  <li key={u.key} className={styles.update}>
                    <span className={styles.updateIcon} aria-hidden="true">
                      {u.key.startsWith('renewal-') ? <DocumentIcon /> : <FolderIcon />}
                    </span>
                    <span className={styles.updateText}>
                      <span className={styles.updateTitle}>{u.title}</span>
                      <span className={styles.updateDetail}>{u.detail}</span>
                      <span className={styles.updateDate}>{u.date}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card as="section" aria-labelledby="premium-summary">
          <CardHeader>
            <CardTitle level={2} id="premium-summary">
              Policy Premium Summary
            </CardTitle>
          </CardHeader>
          <CardContent className={styles.stack}>
            {premiums.lines.map((line) => (
              <div key={line.product} className={styles.premiumLine}>
                <div className={styles.premiumHead}>
                  <span className={styles.premiumLabel}>{line.label}</span>
                  <span>{formatMoney(line.premium, { cents: 'always' })}</span>
                </div>
                <ProgressBar aria-label={`${line.label} share of premium`} value={line.share} />
              </div>
            ))}
            <div className={styles.premiumTotal}>
              <span>Total Annual Premium</span>
              <span>{formatMoney(premiums.total, { cents: 'always' })}</span>
            </div>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
