import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyEmailPage } from '../screens/access/VerifyEmailPage.tsx';

const VerifySearch = v.object({ token: v.optional(v.string()) });

/** The page an e-mail confirmation link opens; open to everyone, signed in or not. */
export const Route = createFileRoute('/auth_/verify')({
  validateSearch: VerifySearch,
  component: function VerifyRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
