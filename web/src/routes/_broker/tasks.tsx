import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TASK_BUCKETS } from '@workbench/core';
import { TasksPage } from '../../screens/work-hub/TasksPage.tsx';

/** ?bucket=overdue&assignee=everyone&page=2: what the tasks page shows lives in the address. */
const TasksSearch = v.object({
  bucket: v.fallback(v.optional(v.picklist(TASK_BUCKETS)), undefined),
  assignee: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_broker/tasks')({
  validateSearch: TasksSearch,
  component: function TasksRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <TasksPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
