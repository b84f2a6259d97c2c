import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MessagesPage } from '../../screens/work-hub/MessagesPage.tsx';

/** The portal inbox's search and its open conversation live in the address (?open=SUB-2026-0001, or ?open=CLM-2026-0001&kind=claim); the channel is always the client's. */
const CustomerInboxSearch = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  unread: v.fallback(v.optional(v.literal(true)), undefined),
  open: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), undefined),
  kind: v.fallback(v.optional(v.picklist(['claim', 'general'])), undefined),
});

export const Route = createFileRoute('/customer/messages')({
  validateSearch: CustomerInboxSearch,
  component: function CustomerMessagesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <MessagesPage
        mode="customer"
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: { q: next.q, unread: next.unread, open: next.open, kind: next.kind }, replace: true })
        }
      />
    );
  },
});
