import type { RelatedItem, RelatedItemInput, RelatedItemRepository } from '@workbench/core';
import { newId, requireSubmission, ownedBy, strip } from './rows.ts';
import { copy, nextSeq, type Store } from './state.ts';

export class InMemoryRelatedItemRepository implements RelatedItemRepository {
  constructor(private readonly store: Store) {}

  async add(submissionId: string, item: RelatedItemInput): Promise<RelatedItem> {
    requireSubmission(this.store, submissionId);
    const row = { ...copy(item), id: newId(), submissionId, seq: nextSeq(this.store) };
    this.store.state.relatedItems.push(row);
    return strip(row);
  }

  async list(submissionId: string): Promise<RelatedItem[]> {
    return ownedBy(this.store.state.relatedItems, submissionId).map(strip);
  }
}
