import type { Repositories } from '../repositories.ts';
import { LossClaimInputSchema, type LossClaim, type LossClaimInput } from './history-schemas.ts';
import { valuationsOf } from './valuations.ts';

const CLAIM_FIELDS = Object.keys(LossClaimInputSchema.entries) as (keyof LossClaimInput)[];
const claimValues = (claim: LossClaim): LossClaimInput =>
  Object.fromEntries(CLAIM_FIELDS.map((field) => [field, claim[field]])) as LossClaimInput;

/**
 * A merged client's loss history goes to the client it was merged into, as if its loss runs had been confirmed
 * there: a claim both hold (the same carrier and claim number) keeps the values of the later valuation and the
 * valuation dates of both copies, the duplicate's copy going with its history moved onto the one kept; the
 * duplicate's other claims, its loss runs and their files move as they are. Answers how many claims came.
 */
export async function moveLossHistory(
  repos: Repositories,
  keptId: string,
  duplicateId: string,
  by: { user: string; duplicateName: string; at: string },
): Promise<number> {
  const kept = new Map((await repos.lossClaims.forClient(keptId)).map((claim) => [claim.key, claim]));
  const dropped: { claimId: string; into: string }[] = [];
  let came = 0;
  for (const claim of await repos.lossClaims.forClient(duplicateId)) {
    came++;
    const onFile = kept.get(claim.key);
    if (!onFile) continue;
    const newer = claim.valuationDate !== null && (onFile.valuationDate === null || claim.valuationDate > onFile.valuationDate);
    const valuationDates = valuationsOf([...onFile.valuationDates, ...claim.valuationDates]);
    await repos.lossClaims.update(
      keptId,
      onFile.id,
      newer ? { ...claimValues(claim), valuationDate: claim.valuationDate, valuationDates, source: claim.source } : { valuationDates },
      by.at,
    );
    await repos.lossClaims.addHistory(onFile.id, {
      user: by.user,
      action: 'Claim merged',
      details: `Also on file for ${by.duplicateName}, merged into this client: ${newer ? 'its later valuation’s values are kept' : 'the valuation on file is kept'}`,
      date: by.at,
    });
    dropped.push({ claimId: claim.id, into: onFile.id });
  }
  await repos.lossClaims.moveClient(duplicateId, keptId, dropped);
  return came;
}
