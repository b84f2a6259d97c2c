// The front door of the claims context: what other contexts of core use of it.
export { CLAIM_STATUSES, type ClaimStatus } from './entities.ts';
export { canSeeClaim } from './usecases.ts';
export { ClaimDocumentSchema } from './schemas.ts';
