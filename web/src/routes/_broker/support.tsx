import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SupportScreen } from '../../screens/support/SupportScreen.tsx';

const SupportSearch = v.object({ article: v.fallback(v.optional(v.string()), undefined) });

/** Help pages (bundled, so they read offline), system status and a message to the administrators. */
export const Route = createFileRoute('/_broker/support')({
  validateSearch: SupportSearch,
  component: function SupportRoute() {
    return <SupportScreen user={Route.useRouteContext().user} article={Route.useSearch().article} />;
  },
});
