// The front door of the policies context: what other contexts of core use of it.
export type { Policy } from './entities.ts';
export { addDays, policyAccess, policyYearFrom } from './rules.ts';
export { getPolicy } from './usecases/get-policy.ts';
