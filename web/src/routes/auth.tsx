import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { currentUserQueryOptions } from '../queries/auth.queries.ts';
import { homeFor, isPathForRole } from '../auth/guards.ts';
import { AuthScreen } from '../screens/auth/AuthScreen.tsx';

const AuthSearch = v.object({ redirect: v.optional(v.string()), invitation: v.optional(v.string()) });

/** Open to everyone; a signed-in user is sent to their home. An invitation link lands here to register. */
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
    const { redirect: redirectTo, invitation } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AuthScreen
        redirectTo={redirectTo}
        invitation={invitation}
        onDropInvitation={() => void navigate({ search: (prev) => ({ ...prev, invitation: undefined }), replace: true })}
      />
    );
  },
});
