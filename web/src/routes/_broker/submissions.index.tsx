import { createFileRoute } from '@tanstack/react-router';
import { submissionsPageQueryOptions } from '../../queries/submissions.queries.ts';
import { teamsQueryOptions } from '../../queries/organisation.queries.ts';
import { ListSearch, homeOffice, listRequest } from '../../screens/submissions/listSearch.ts';
import { SubmissionsList } from '../../screens/submissions/SubmissionsList.tsx';

export const Route = createFileRoute('/_broker/submissions/')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, user }, deps }) => {
    // A broker manager starts on the book of the office they work from.
    const teams =
      user.role === 'broker_manager' ? await queryClient.ensureQueryData(teamsQueryOptions()).catch(() => undefined) : undefined;
    // A failure is shown by the screen as the spec's toast, not as an error page.
    await queryClient.ensureQueryData(submissionsPageQueryOptions(listRequest(deps, homeOffice(user, teams)))).catch(() => undefined);
  },
  component: function SubmissionsRoute() {
    return <SubmissionsList search={Route.useSearch()} user={Route.useRouteContext().user} />;
  },
});
