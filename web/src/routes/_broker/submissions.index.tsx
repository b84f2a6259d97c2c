import { createFileRoute } from '@tanstack/react-router';
import { submissionsPageQueryOptions } from '../../queries/submissions.queries.ts';
import { ListSearch, listRequest } from '../../screens/submissions/listSearch.ts';
import { SubmissionsList } from '../../screens/submissions/SubmissionsList.tsx';

export const Route = createFileRoute('/_broker/submissions/')({
  validateSearch: ListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // A failure is shown by the screen as the spec's toast, not as an error page.
    await queryClient.ensureQueryData(submissionsPageQueryOptions(listRequest(deps))).catch(() => undefined);
  },
  component: function SubmissionsRoute() {
    return <SubmissionsList search={Route.useSearch()} />;
  },
});
