import type { NewSubmissionBody } from '../../queries/wizard.queries.ts';
import { newClientOf, selectedCoverages, type WizardDraft } from './draft.ts';

const stripKey = <T extends { key: string }>({ key: _key, ...rest }: T) => rest;

/**
 * The POST /api/submissions body: selected coverages only; the server starts it as 'pending'. A client new
 * to the firm goes with it, to be created in the same transaction (`confirmDuplicate` once the broker has
 * said a second record of one on file is meant).
 */
export function submissionBody(draft: WizardDraft, { confirmDuplicate = false } = {}): NewSubmissionBody {
  const newClient = newClientOf(draft);
  return {
    ...(newClient ? { newClient, ...(confirmDuplicate ? { confirmDuplicate } : {}) } : { clientId: draft.client?.id ?? '' }),
    transactionType: draft.transactionType,
    priority: draft.priority,
    dueDate: draft.dueDate || null,
    description: draft.description.trim(),
    coverages: selectedCoverages(draft).map((c) => ({
      coverage: c.coverage,
      selected: true,
      limit: c.limit,
      deductible: c.deductible,
      premium: c.premium,
      notes: c.notes.trim() || null,
      properties: c.properties.map(stripKey),
      vehicles: c.vehicles.map(stripKey),
    })),
    status: 'pending',
    notes: draft.notes.map((content) => ({ content })),
    shareWithClient: draft.shareWithClient,
  };
}
