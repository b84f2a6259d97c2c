import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { currentUserQueryOptions } from '../queries/auth.queries.ts';
import { homeFor, isPathForUser } from '../auth/guards.ts';
import { AuthScreen } from '../screens/auth/AuthScreen.tsx';

const AuthSearch = v.object({
  redirect: v.optional(v.string()),
  invitation: v.optional(v.string()),
  /** Why a sign-in at the firm's identity provider was turned back (the server's own words). */
  signin_error: v.optional(v.pipe(v.string(), v.maxLength(300))),
});

/** Open to everyone; a signed-in user is sent to their home. An invitation link lands here to register. */
export const Route = createFileRoute('/auth')({
  validateSearch: AuthSearch,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (user) {
      const target = search.redirect && isPathForUser(search.redirect, user) ? search.redirect : homeFor(user);
      throw redirect({ to: target });
    }
  },
  component: function AuthRoute() {
    const { redirect: redirectTo, invitation, signin_error: providerError } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuthScreen
        redirectTo={redirectTo}
        invitation={invitation}
        providerError={providerError}
        onDropInvitation={() => void navigate({ search: (prev) => ({ ...prev, invitation: undefined }), replace: true })}
      />
    );
  },
});
