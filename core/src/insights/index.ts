// The front door of the insights context: what other contexts of core use of it.
export { BINDING_QUOTE_STATUSES, QUOTE_ADDED_ACTION, type SlaOutcome, slaOutcome } from './rules.ts';
