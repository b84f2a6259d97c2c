import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Spinner } from '@workbench/ui-kit';
import type { User } from '@workbench/core';
import { ApiError, errorMessage } from '../../api/client.ts';
import { homeFor } from '../../auth/guards.ts';
import { currentUserQueryOptions, verifyEmail } from '../../queries/auth.queries.ts';
import { StatusCardPage } from './StatusCard.tsx';
import * as styles from './access.css.ts';

const MISSING_TOKEN = 'This link is incomplete. Open the link from the e-mail again, or ask for a new one from the portal.';

/** Where to go from here: a signed-in visitor to their home, anyone else to sign in. */
function NextStep({ user }: { user: User | null | undefined }) {
  if (!user) {
    return (
      <Link href="/auth" buttonVariant="primary">
        Sign in
      </Link>
    );
  }
  return (
    <Link href={homeFor(user)} buttonVariant="primary">
      {user.role === 'customer' ? 'Go to your portal' : 'Go to My Workbench'}
    </Link>
  );
}

/**
 * The page a confirmation link opens: it sends the link's token once, then says whether the address is
 * confirmed. It works signed in or out and signs nobody in.
 */
export function VerifyEmailPage({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const { data: user } = useQuery(currentUserQueryOptions());
  const verify = useMutation({
    mutationFn: verifyEmail,
    // What the account may see has changed: everything read before is read again when next shown. A read
    // still on its way began before the confirmation (the account, asked for as this page opened): it is
    // dropped rather than waited for, or its older answer would be taken as the fresh one.
    onSuccess: async () => {
      await queryClient.cancelQueries();
      await queryClient.invalidateQueries();
    },
  });
  // A token can be used once: send it once per page, even when React runs the effect twice.
  const sent = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  // A link taken before answers 409: the address is confirmed, which is good news however often it is opened.
  const confirmedBefore = verify.error instanceof ApiError && verify.error.status === 409;
  const failure = !token ? MISSING_TOKEN : verify.isError ? errorMessage(verify.error, 'This link could not be checked.') : null;

  if (confirmedBefore) {
    return (
      <StatusCardPage tone="success" title="Your e-mail address is already confirmed">
        <p className={styles.statusText}>This link was used before: there is nothing more to do.</p>
        <div className={styles.statusActions}>
          <NextStep user={user} />
        </div>
      </StatusCardPage>
    );
  }

  if (verify.isSuccess) {
    return (
      <StatusCardPage tone="success" title="Your e-mail address is confirmed">
        <p className={styles.statusText}>
          Thank you. <strong>{verify.data.email}</strong> now belongs to your account, and your portal shows the submissions, policies and
          updates shared with it.
        </p>
        <div className={styles.statusActions}>
          <NextStep user={user} />
        </div>
      </StatusCardPage>
    );
  }
  if (failure) {
    return (
      <StatusCardPage tone="danger" title="We could not confirm your e-mail address">
        <p role="alert" className={styles.statusLead}>
          {failure}
        </p>
        <div className={styles.statusActions}>
          <NextStep user={user} />
        </div>
      </StatusCardPage>
    );
  }
  return (
    <StatusCardPage title="Confirming your e-mail address">
      <Spinner label="Confirming your e-mail address..." />
    </StatusCardPage>
  );
}
