import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { currentUserQueryOptions } from '../queries/auth.queries.ts';
import { homeFor, isPathForRole } from '../auth/guards.ts';
import { AuthScreen } from '../screens/auth/AuthScreen.tsx';

const AuthSearch = v.object({ redirect: v.optional(v.string()) });

/** Open to everyone; a signed-in user is sent to their home (spec section 2). */
export const Route = createFileRoute('/auth')({
  validateSearch: AuthSearch,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions());
    if (user) {
      const target = search.redirect && isPathForRole(search.redirect, user.role) ? search.redirect : homeFor(user.role);
      throw redirect({ to: target });
    }
  },
  component: function AuthRoute() {
    const { redirect: redirectTo } = Route.useSearch();
    return <AuthScreen redirectTo={redirectTo} />;
  },
});
