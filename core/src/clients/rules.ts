/** The client rules; duplicate detection lives in duplicates.ts. */
export { findSimilarClients, companyNameSimilarity, SIMILAR_CLIENT_THRESHOLD } from './duplicates.ts';
