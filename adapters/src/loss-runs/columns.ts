/**
 * The words carriers head a loss run's columns with, and the claim field each one holds; shared by the
 * printed (PDF, scan) and the exported (xlsx, CSV) readers.
 */
export type Column =
  | 'carrier'
  | 'insured'
  | 'policyNumber'
  | 'policyTerm'
  | 'termStart'
  | 'termEnd'
  | 'lineOfBusiness'
  | 'claimNumber'
  | 'claimant'
  | 'lossDate'
  | 'reportDate'
  | 'closeDate'
  | 'status'
  | 'adjuster'
  | 'category'
  | 'reserve'
  | 'paid'
  | 'recovered'
  | 'incurred'
  | 'description'
  | 'driver'
  | 'unit'
  | 'state';

// First match wins: the specific wordings ahead of the words they contain ('Claim Status' before 'Claim').
const HEADINGS: [RegExp, Column][] = [
  [/^(claim\s*)?status$|^stat(us)?\.?$|^st$|^o\/c$/, 'status'],
  [/adjuster|^adj\.?$|examiner|handler|^rep(resentative)?$/, 'adjuster'],
  [/^(claim|clm)\.?\s*(no\.?|num(ber)?|#|ref(erence)?|id)?$|^file\s*(no|#)|^claim\s*(file\s*)?number$/, 'claimNumber'],
  [/claimant|injured|^name$|^party$/, 'claimant'],
  [
    /date\s*of\s*loss|loss\s*date|^dol$|^d\/o\/l$|accident\s*date|occurrence\s*date|^loss$|incident\s*date|^date\s*of\s*(loss|accident)$/,
    'lossDate',
  ],
  [/report|^rptd\.?$|^rpt\.?\s*date$|notice\s*date|date\s*rec(eive)?d/, 'reportDate'],
  [/closed|close\s*date/, 'closeDate'],
  [/categor|^cost\s*type$|^type$/, 'category'],
  [/reserve|outstanding|^o\/s$|^os$/, 'reserve'],
  [/recover|subro|salvage|^ded\w*\.?\s*rec/, 'recovered'],
  [/incurred/, 'incurred'],
  [/paid/, 'paid'],
  [/desc|cause|narrative|remarks|loss\s*detail/, 'description'],
  [/driver|operator/, 'driver'],
  [/^unit|vehicle|^veh/, 'unit'],
  [/carrier|insurer|company|writing\s*co/, 'carrier'],
  [/^(named\s*)?insured(\s*name)?$|^account(\s*name)?$/, 'insured'],
  [/^(policy\s*)?(eff(ective)?|inception)(\s*date)?$/, 'termStart'],
  [/^(policy\s*)?(exp(iration|iry)?)(\s*date)?$/, 'termEnd'],
  [/policy\s*(period|term|year)|^term$|^period$/, 'policyTerm'],
  [/policy|^pol\.?\s*(no|#)/, 'policyNumber'],
  [/line\s*of\s*business|^lob$|^coverage$|^line$|^cov(erage)?\s*(type|line)$/, 'lineOfBusiness'],
  [/^state$|^st\.?$|jurisdiction/, 'state'],
];

/** Short forms carriers print in headings, read as the words they stand for. */
const SHORT: [RegExp, string][] = [
  [/\bdt\b\.?/g, 'date'],
  [/\b(nbr|num)\b\.?/g, 'number'],
  [/\brpt\b\.?/g, 'report'],
  [/\b(cls|clsd)\b\.?/g, 'closed'],
  [/\bclm\b\.?/g, 'claim'],
];

/** The claim field a column heading names, or undefined. */
export function columnOf(heading: string): Column | undefined {
  let h = heading.toLowerCase().replace(/\s+/g, ' ').replace(/[:.]$/, '').trim();
  for (const [re, word] of SHORT) h = h.replace(re, word);
  if (!h) return undefined;
  return HEADINGS.find(([re]) => re.test(h))?.[1];
}

export const MONEY_COLUMNS = ['reserve', 'paid', 'recovered', 'incurred'] as const;

/** Headings that make a claims table: a claim number, a loss date or a status, and money. */
export function isClaimsHeading(columns: (Column | undefined)[]): boolean {
  const set = new Set(columns.filter(Boolean));
  return set.has('claimNumber') && (set.has('lossDate') || set.has('status')) && MONEY_COLUMNS.some((m) => set.has(m)) && set.size >= 4;
}

/** Claim numbers as carriers print them: letters, digits and dashes with at least four digits. */
export const isClaimNumber = (text: string) =>
  /^[A-Z]{0,5}[- ]?[0-9][0-9A-Z-]{2,}[A-Z0-9]$/i.test(text.trim()) &&
  (text.match(/\d/g)?.length ?? 0) >= 4 &&
  !/^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/.test(text.trim());

/** The words a category row of split money starts with. */
export const CATEGORY =
  /^(indemnity|ind\.?|medical|med\.?|expense|exp\.?|alae|legal|loss|bodily injury|property damage|ded(uctible)?\.?\s*recovery|subrogation|salvage|recovery|recoveries)$/i;
export const CLAIM_TOTAL = /^(claim\s*totals?|total\s*(for\s*)?claim|claim\s*sub-?total)\b/i;
export const TOTAL = /^(term|policy|period|grand|report|sub|account|year)?\s*-?\s*totals?\b|^total\b|^totals?\s*(for|policy|term|period)/i;
export const NO_CLAIMS =
  /\bno\s+(claims|losses|loss(es)?\s+reported|reported\s+claims)\b|\bno\s+claims?\s+(reported|on\s+file|for)|^\W*none\s+reported\W*$/i;
export const NOTE =
  /^(\*|note\b|notes\b|n\.b\.|nb:|disclaimer|important|confidential|this (report|loss run)|printed|run date|generated|all amounts)/i;
export const ARCHIVE =
  /prior\s+valuation|previous(ly)?\s+(reported|valuation)|archive|for\s+reference\s+only|superseded|history\s+as\s+of/i;
export const CURRENT = /current\s+valuation/i;
export const TITLE =
  /loss\s*runs?\b|loss\s*history|loss\s*experience|claims?\s*(history|detail|experience|summary|listing|report)|loss\s*report/i;
