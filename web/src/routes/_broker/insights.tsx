import { createFileRoute } from '@tanstack/react-router';
import { insightsQueryOptions } from '../../queries/insights.queries.ts';
import { InsightsSearch, insightsRequest } from '../../screens/insights/insightsSearch.ts';
import { InsightsScreen } from '../../screens/insights/InsightsScreen.tsx';

// The screen (and the charting code it draws with) is split into this route's own chunk by the router plugin.
export const Route = createFileRoute('/_broker/insights')({
  validateSearch: InsightsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(insightsQueryOptions(insightsRequest(deps))).catch(() => undefined),
  component: function InsightsRoute() {
    return <InsightsScreen search={Route.useSearch()} />;
  },
});
