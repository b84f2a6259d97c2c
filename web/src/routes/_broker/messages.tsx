import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MESSAGE_CHANNELS } from '@workbench/core';
import { MessagesPage } from '../../screens/work-hub/MessagesPage.tsx';

const flag = v.fallback(v.optional(v.literal(true)), undefined);
const channel = v.fallback(v.optional(v.picklist(MESSAGE_CHANNELS)), undefined);

/** The inbox's filters and its open conversation live in the address (?open=SUB-2026-0001&on=client). */
const InboxSearch = v.object({
  channel,
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  unread: flag,
  following: flag,
  open: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  on: channel,
  kind: v.fallback(v.optional(v.picklist(['claim', 'general'])), undefined),
});

export const Route = createFileRoute('/_broker/messages')({
  validateSearch: InboxSearch,
  component: function MessagesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <MessagesPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
  },
});
