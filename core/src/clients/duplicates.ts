/**
 * Finding an existing client before a new one is created: 'Acme Mfg Inc.' is 'ACME Manufacturing'.
 * Names are normalised (case, punctuation, legal suffixes, common abbreviations) and compared token by
 * token: tokens pair up when they are equal or nearly so (Jaro-Winkler, for typos), and the score is
 * the Dice coefficient over paired tokens. Sharing one word of two ('Acme Foods' vs 'Acme Logistics')
 * scores 0.5, under the default threshold.
 */

/** Words that say what kind of company it is, not which one. */
const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'pty',
  'pc',
  'the',
]);

const ABBREVIATIONS: Record<string, string> = {
  mfg: 'manufacturing',
  mfrs: 'manufacturers',
  intl: 'international',
  svcs: 'services',
  svc: 'services',
  srvcs: 'services',
  bros: 'brothers',
  assoc: 'associates',
  assocs: 'associates',
  natl: 'national',
  grp: 'group',
  hldgs: 'holdings',
  dist: 'distribution',
  distrib: 'distribution',
  mgmt: 'management',
  ent: 'enterprises',
  ind: 'industries',
  inds: 'industries',
  tech: 'technologies',
  sys: 'systems',
  constr: 'construction',
  amer: 'american',
  '&': 'and',
};

/** Lower-case words without accents or punctuation, abbreviations spelled out. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' & ')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
}

/** The comparable words of a company name: lower case, no punctuation or legal suffixes, abbreviations spelled out. */
export function companyNameTokens(name: string): string[] {
  const all = words(name);
  const meaningful = all.filter((w) => !LEGAL_SUFFIXES.has(w));
  // A name made only of suffixes ('The Company') is still a name.
  return meaningful.length > 0 ? meaningful : all;
}

/** Jaro-Winkler similarity of two strings, 0..1. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j <= Math.min(b.length - 1, i + window); j++) {
      if (!bMatched[j] && a[i] === b[j]) {
        aMatched[i] = bMatched[j] = true;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[j]) j++;
    if (a[i] !== b[j]) transpositions++;
    j++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Two words count as the same when this similar: catches 'manufacturng', not 'acme' vs 'apex'. */
const TOKEN_MATCH = 0.92;

/** Similarity of two company names, 0..1. */
export function companyNameSimilarity(a: string, b: string): number {
  const ta = companyNameTokens(a);
  const tb = companyNameTokens(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  // The same letters spaced differently: 'AcmeCorp' vs 'Acme Corp', 'Northwind' vs 'North Wind Inc'.
  if (ta.join('') === tb.join('') || words(a).join('') === words(b).join('')) return 1;
  const used = new Array<boolean>(tb.length).fill(false);
  let paired = 0;
  for (const word of ta) {
    let best = -1;
    let bestScore = 0;
    tb.forEach((other, j) => {
      if (used[j]) return;
      const s = jaroWinkler(word, other);
      if (s > bestScore) [best, bestScore] = [j, s];
    });
    if (best >= 0 && bestScore >= TOKEN_MATCH) {
      used[best] = true;
      paired += bestScore;
    }
  }
  return (2 * paired) / (ta.length + tb.length);
}

export const SIMILAR_CLIENT_THRESHOLD = 0.8;

/** Clients whose names are at least `threshold` similar to `name`, most similar first (then by name). */
export function findSimilarClients<C extends { name: string }>(
  name: string,
  clients: readonly C[],
  threshold = SIMILAR_CLIENT_THRESHOLD,
): { client: C; score: number }[] {
  return clients
    .map((client) => ({ client, score: Math.round(companyNameSimilarity(name, client.name) * 1000) / 1000 }))
    .filter((m) => m.score >= threshold)
    .sort((x, y) => y.score - x.score || x.client.name.localeCompare(y.client.name));
}

/**
 * The same client twice: the same company by the name rule (every word paired) and the same e-mail
 * address (without case or surrounding spaces). A second record of it splits the client's history, so
 * creating one needs the staff member's say-so.
 */
export function isSameClient(a: { name: string; email?: string | null }, b: { name: string; email?: string | null }): boolean {
  if (!a.email || !b.email) return false;
  return a.email.trim().toLowerCase() === b.email.trim().toLowerCase() && companyNameSimilarity(a.name, b.name) === 1;
}
