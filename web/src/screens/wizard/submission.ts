import type { NewSubmissionBody } from '../../queries/wizard.queries.ts';
import { selectedCoverages, type WizardDraft } from './draft.ts';

const stripKey = <T extends { key: string }>({ key: _key, ...rest }: T) => rest;

/** The POST /api/submissions body: selected coverages only; the server starts it as 'pending'. */
export function submissionBody(draft: WizardDraft): NewSubmissionBody {
  return {
    clientId: draft.client?.id ?? '',
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
