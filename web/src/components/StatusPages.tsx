import { useQueryClient } from '@tanstack/react-query';
import { Alert, AlertTriangleIcon, Card, CardContent, LayersIcon, Link } from '@workbench/ui-kit';
import { currentUserKey } from '../queries/auth.queries.ts';
import type { User } from '@workbench/core';
import { homeFor } from '../auth/guards.ts';
import * as styles from './StatusPages.css.ts';

interface MessagePageProps {
  title: string;
  text: string;
  /** A further sentence under the text, in its own paragraph. */
  detail?: string;
  icon?: React.ReactNode;
  action?: React.ReactNode;
  /** Outside any shell the page is the document's main landmark itself. */
  standalone?: boolean;
}

/** A centred card with a heading and one line of text: not found, access denied, placeholders. */
export function MessagePage({ title, text, detail, icon, action, standalone = false }: MessagePageProps) {
  const Wrapper = standalone ? 'main' : 'div';
  return (
    <Wrapper className={styles.page}>
      <Card className={styles.card}>
        <CardContent className={styles.content}>
          {icon ? <div className={styles.icon}>{icon}</div> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{text}</p>
          {detail ? <p className={styles.detail}>{detail}</p> : null}
          {action ? <div className={styles.action}>{action}</div> : null}
        </CardContent>
      </Card>
    </Wrapper>
  );
}

/** What an unknown broker-area path shows: the product's title and line, then a plainer sentence and the way back. */
export function NotFoundPage() {
  return (
    <MessagePage
      icon={<AlertTriangleIcon />}
      title="404 Page Not Found"
      text="Did you forget to add the page to the router?"
      detail="The page you are looking for does not exist."
      action={
        <Link href="/" buttonVariant="secondary">
          Back to My Workbench
        </Link>
      }
    />
  );
}

/** A signed-in user outside the zone's (or, inside a shell, the screen's) roles. */
export function AccessDeniedPage({ standalone = true }: { standalone?: boolean }) {
  const user = useQueryClient().getQueryData<User | null>(currentUserKey);
  return (
    <MessagePage
      standalone={standalone}
      icon={<AlertTriangleIcon />}
      title="Access Denied"
      text="You don't have permission to access this page."
      action={
        user ? (
          <Link href={homeFor(user)} buttonVariant="secondary">
            {user.role === 'customer' ? 'Go to the customer portal' : 'Go to My Workbench'}
          </Link>
        ) : null
      }
    />
  );
}

/** A screen that exists in navigation but has no content yet. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return <MessagePage icon={<LayersIcon />} title={title} text={text} />;
}

/** Anything unexpected while loading a screen. */
export function ErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <main className={styles.page}>
      <Alert variant="destructive" title="Something went wrong" className={styles.card}>
        {message} <Link href="/">Return to the start page</Link>
      </Alert>
    </main>
  );
}
