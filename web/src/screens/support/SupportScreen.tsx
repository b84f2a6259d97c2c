import { type ReactNode, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { support } from '@workbench/contract';
import { canManageJobs, isAdministrator, isFirmStaff, plural, type User } from '@workbench/core';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Link, Spinner, TextArea, TextField, useToast } from '@workbench/ui-kit';
import { call } from '../../api/call.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { Page, PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../format.ts';
import * as styles from '../organisation/organisation.css.ts';
import { ARTICLES } from './articles.tsx';
import { FailedJobsCard } from './FailedJobsCard.tsx';

/** /support: the help pages, the system status for the firm's staff, and a message to the administrators. */
export function SupportScreen({ user, article }: { user: User; article?: string }) {
  const open = ARTICLES.find((a) => a.id === article);
  return (
    <Page>
      <PageHeader title="Support" subtitle="Help with the workbench, how the system is doing, and a line to your administrator." />
      <div className={styles.columns}>
        <div className={styles.stack}>
          {open ? (
            <Card as="article">
              <CardHeader actions={<Link href="/support">All help pages</Link>}>
                <CardTitle level={2}>{open.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <div className={styles.prose}>{open.body}</div>
              </CardContent>
            </Card>
          ) : (
            <Card>
              <CardHeader>
                <CardTitle level={2}>Help</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className={styles.list}>
                  {ARTICLES.map((a) => (
                    <li key={a.id} className={styles.item}>
                      <Link href={`/support?article=${a.id}`}>{a.title}</Link>
                      <p className={styles.muted}>{a.summary}</p>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          <ContactAdministrator user={user} />
        </div>
        {isFirmStaff(user) ? (
          <div className={styles.stack}>
            <SystemStatusCard />
            {canManageJobs(user) ? <FailedJobsCard /> : null}
          </div>
        ) : null}
      </div>
    </Page>
  );
}

function SystemStatusCard() {
  const query = useQuery({
    queryKey: ['support', 'status'],
    queryFn: () => call(support.getSupportStatus, {}),
    refetchInterval: 30_000,
  });
  const s = query.data;
  const backlog = s?.mail.backlog;
  const rows: Array<[string, ReactNode]> = s
    ? [
        ['Version', s.version],
        [
          'Database',
          s.database === 'up' ? (
            <Badge key="value" tone="green">
              Up
            </Badge>
          ) : (
            <Badge key="value" tone="red">
              Down
            </Badge>
          ),
        ],
        [
          'Mail',
          s.mail.smtpConfigured ? (
            <Badge key="value" tone="green">
              SMTP configured
            </Badge>
          ) : (
            <Badge key="value" tone="yellow">
              Not configured: mail waits in the outbox
            </Badge>
          ),
        ],
        [
          'Outbox',
          backlog
            ? `${plural(backlog.queued, 'message')} waiting${backlog.failed ? `, ${backlog.failed} failed` : ''}${backlog.oldestQueuedAt ? `, oldest ${formatDateTime(backlog.oldestQueuedAt)}` : ''}`
            : 'Unknown',
        ],
        [
          'Model and extraction',
          // A badge stays on one line, so it carries the state and any explanation follows as text that wraps.
          !s.model?.configured ? (
            <span key="value">
              <Badge>No local model</Badge> Spreadsheets are read; PDFs and photos are not.
            </span>
          ) : s.model.reachable === false ? (
            <span key="value">
              <Badge tone="red">Model unreachable</Badge>
              {s.model.lastError ? ` ${s.model.lastError}` : ''}
            </span>
          ) : (
            <Badge key="value" tone="green">
              Model configured{s.model.reachable ? ' and reachable' : ''}
            </Badge>
          ),
        ],
        ['Checked', formatDateTime(s.checkedAt)],
      ]
    : [];
  return (
    <Card as="section" aria-labelledby="system-status-title">
      <CardHeader>
        <CardTitle level={2} id="system-status-title">
          System status
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label="Checking the system" showLabel />
        ) : query.isError ? (
          <p className={styles.muted}>The status could not be read. The server may be unreachable.</p>
        ) : (
          <dl className={styles.facts}>
            {rows.map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt className={styles.muted}>{term}</dt>
                <dd className={styles.factValue}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The message goes to every active broker manager but the writer: a broker manager writes to the others, and
 * when they are the only one, is told so rather than that the firm has no administrator.
 */
function ContactAdministrator({ user }: { user: User }) {
  const administrator = isAdministrator(user);
  const { toast } = useToast();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: () => call(support.contactAdministrator, { body: { subject, message } }),
    onSuccess: () => {
      toast({ title: 'Message sent', description: 'Your administrator will reply to your e-mail address.' });
      setSubject('');
      setMessage('');
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          administrator && error instanceof ApiError && error.status === 409
            ? 'You are the only active administrator, so there is nobody else to write to.'
            : errorMessage(error, 'Failed to send the message'),
      }),
  });
  return (
    <Card as="section" aria-labelledby="contact-title">
      <CardHeader>
        <CardTitle level={2} id="contact-title">
          {administrator ? 'Contact the other administrators' : 'Contact the administrator'}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className={styles.formGrid}
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <TextField label="Subject" value={subject} onChange={setSubject} isRequired maxLength={150} />
          <TextArea label="Message" value={message} onChange={setMessage} isRequired />
          <div>
            <Button type="submit" isDisabled={send.isPending || subject.trim() === '' || message.trim() === ''}>
              Send message
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
