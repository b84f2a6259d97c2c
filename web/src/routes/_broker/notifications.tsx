import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NOTIFICATION_KINDS } from '@workbench/core';
import { NotificationsPage } from '../../screens/work-hub/NotificationsPage.tsx';

/** ?kind=message&unread=true: the feed's filters live in the address. */
const NotificationSearch = v.object({
  kind: v.fallback(v.optional(v.picklist(NOTIFICATION_KINDS)), undefined),
  unread: v.fallback(v.optional(v.literal(true)), undefined),
});

export const Route = createFileRoute('/_broker/notifications')({
  validateSearch: NotificationSearch,
  component: function NotificationsRoute() {
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    return <NotificationsPage filters={filters} onFiltersChange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
