import { createFileRoute } from '@tanstack/react-router';
import { metricsQueryOptions } from '../../queries/metrics.queries.ts';
import { submissionsPageQueryOptions } from '../../queries/submissions.queries.ts';
import { activityQueryOptions } from '../../queries/activity.queries.ts';
import { dashboardCountQueryOptions } from '../../queries/dashboard.queries.ts';
import {
  DASHBOARD_PAGE_SIZE,
  DashboardSearch,
  TYPE_FILTERS,
  dashboardFilters,
  dashboardStatuses,
} from '../../screens/dashboard/dashboardSearch.ts';
import { Dashboard } from '../../screens/dashboard/Dashboard.tsx';

/** Home: the dashboard ('My Workbench'). */
export const Route = createFileRoute('/_broker/')({
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => search,
  // Data is primed here so the screen paints complete; a failed request is left to the screen,
  // which shows the spec's toast for it while the rest of the dashboard still works.
  loader: async ({ context: { queryClient }, deps: search }) => {
    const filters = dashboardFilters(search);
    const statuses = dashboardStatuses(search);
    // What paints the page is asked for first: the browser opens only a few connections per server, and
    // requests started later wait behind earlier ones.
    const metrics = queryClient.ensureQueryData(metricsQueryOptions());
    const lists =
      search.view === 'activity'
        ? [queryClient.ensureQueryData(activityQueryOptions())]
        : statuses.map((status) =>
            queryClient.ensureQueryData(submissionsPageQueryOptions({ ...filters, status, limit: DASHBOARD_PAGE_SIZE, offset: 0 })),
          );
    // The filter-bar counts are twelve small requests: they load alongside, without holding the page.
    for (const f of TYPE_FILTERS) void queryClient.prefetchQuery(dashboardCountQueryOptions(dashboardFilters(search, f.id), statuses));
    await Promise.allSettled([metrics, ...lists]);
  },
  component: function DashboardRoute() {
    return <Dashboard search={Route.useSearch()} />;
  },
});
