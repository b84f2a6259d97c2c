import { createFileRoute } from '@tanstack/react-router';
import { FIRM_ROLES } from '@workbench/core';
import * as v from 'valibot';
import { requireUser } from '../../auth/guards.ts';
import { projectsQueryOptions } from '../../queries/organisation.queries.ts';
import { ZoneErrorPage } from '../../screens/access/ZoneErrorPage.tsx';
import { ProjectsScreen } from '../../screens/organisation/ProjectsScreen.tsx';

const ProjectsSearch = v.object({
  office: v.fallback(v.optional(v.string()), undefined),
  project: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_broker/projects')({
  validateSearch: ProjectsSearch,
  beforeLoad: ({ context, location }) => requireUser(context.queryClient, FIRM_ROLES, location),
  loaderDeps: ({ search }) => ({ office: search.office }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(projectsQueryOptions(deps.office)).catch(() => undefined),
  component: function ProjectsRoute() {
    const search = Route.useSearch();
    return <ProjectsScreen user={Route.useRouteContext().user} office={search.office} project={search.project} />;
  },
  errorComponent: ({ error }) => <ZoneErrorPage error={error} inShell />,
});
