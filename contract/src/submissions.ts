import {
  QuoteInputSchema,
  QuoteSchema,
  RelatedItemInputSchema,
  RelatedItemSchema,
  STAFF,
  TaskInputSchema,
  TaskSchema,
} from '@workbench/core';
import { endpoint } from './endpoint.ts';

/** What staff add to a submission as they work it: carriers' quotes, tasks, and the records it relates to. */
export const submissions = {
  addQuote: endpoint({
    method: 'POST',
    path: '/submissions/:id/quotes',
    who: STAFF,
    summary: 'Add a quote',
    tag: 'Submissions',
    body: QuoteInputSchema,
    ok: [201, QuoteSchema],
    errors: [400, 404, 409],
    example: { carrier: 'Northwind Mutual', amount: 4250, status: 'Pending', validUntil: '2030-12-31', coverage: 'Property' },
  }),
  addTask: endpoint({
    method: 'POST',
    path: '/submissions/:id/tasks',
    who: STAFF,
    summary: 'Add a task',
    tag: 'Submissions',
    body: TaskInputSchema,
    ok: [201, TaskSchema],
    errors: [400, 404, 409],
    example: { title: 'Request loss runs', assignedTo: null, dueDate: '2030-07-01', status: 'Pending', priority: 'High' },
  }),
  addRelatedItem: endpoint({
    method: 'POST',
    path: '/submissions/:id/related-items',
    who: STAFF,
    summary: 'Link a policy, claim or invoice',
    tag: 'Submissions',
    body: RelatedItemInputSchema,
    ok: [201, RelatedItemSchema],
    errors: [400, 404, 409],
    example: { type: 'Policy', reference: 'POL-2024-0042', description: 'Expiring property policy', status: 'Active', date: '2024-01-01' },
  }),
} as const;
