import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { submissionQueryOptions } from '../../queries/submissions.queries.ts';
import { SubmissionDetail } from '../../screens/submission-detail/SubmissionDetail.tsx';
import { DETAIL_TAB_IDS } from '../../screens/submission-detail/tabs.ts';

/** ?tab=quotes: the open tab lives in the address, so a reload, a shared link or Back returns to it. */
const DetailSearch = v.object({ tab: v.fallback(v.optional(v.picklist(DETAIL_TAB_IDS)), undefined) });

export const Route = createFileRoute('/_broker/submissions/$id')({
  validateSearch: DetailSearch,
  // Started here but not awaited: the screen shows its own loading placeholder inside the shell (spec), and a
  // missing submission or a failure is a state of the screen (Not Found, or the spec's toast), not an error page.
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery({ ...submissionQueryOptions(params.id), retry: false });
  },
  component: function SubmissionDetailRoute() {
    const { id } = Route.useParams();
    const { tab = 'summary' } = Route.useSearch();
    const navigate = Route.useNavigate();
    // Switching tabs replaces the entry: Back leaves the submission instead of stepping through its tabs.
    return (
      <SubmissionDetail
        id={id}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next === 'summary' ? undefined : next }, replace: true })}
      />
    );
  },
});
