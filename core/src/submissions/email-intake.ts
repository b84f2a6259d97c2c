import type { Client } from '../clients/index.ts';
import type { DroppedAttachment } from '../intake/index.ts';
import { FIRM_ROLES } from '../organisation/index.ts';
import { findSimilarClients } from '../clients/index.ts';
import type { CoverageType, TransactionType } from './entities.ts';
import type { IncomingFile } from './usecases/upload-document.ts';

/** An e-mail as the intake takes it, whichever way it came in (an .eml upload, the SMTP listener). */
export interface ParsedEmail {
  /** The sender's address, lower case ('taylor@brightwater.com'). */
  fromAddress: string;
  /** The sender's display name ('Taylor Brooks'); null when the mail gives none. */
  fromName: string | null;
  subject: string;
  /** The plain-text body (mail readers' text part, or the HTML part's text). */
  text: string;
  /** When the mail says it was sent; null when it does not. */
  date: string | null;
  attachments: IncomingFile[];
  /** Attachments left out before the intake saw them (programs, macros, not a document type), with why. */
  dropped?: DroppedAttachment[];
  /**
   * The mail's Message-ID; a mail without one is known by a digest of its content, so the same mail is still
   * taken once.
   */
  messageId: string;
  /** The Message-ID it answers (In-Reply-To), and the thread it names (References, first to last). */
  inReplyTo?: string | null;
  references?: string[];
}

/**
 * Who may take a mail in: the firm's own people. The mail came to the firm's mailbox; an insurer works on the
 * submissions sent to them, not on what clients write to the broker.
 */
export const EMAIL_INTAKE_ROLES = FIRM_ROLES;

/** The sender as history and the first message name them: 'Taylor Brooks <taylor@brightwater.com>'. */
export const senderLabel = (mail: Pick<ParsedEmail, 'fromAddress' | 'fromName'>): string =>
  mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress;

/**
 * Words in a subject or body that say what is asked for. Plain rules, so a broker can see why a guess was
 * made; every guess is marked as one in the history and confirmed in the wizard.
 */
const TRANSACTION_RULES: ReadonlyArray<{ type: TransactionType; pattern: RegExp }> = [
  { type: 'renewal', pattern: /\brenew(al|als|ing|s)?\b|\bexpir(y|ing|es)\b/i },
  { type: 'mta', pattern: /\bmid[- ]term\b|\bmta\b|\bendorsement\b|\badjustment\b/i },
  { type: 'new_business', pattern: /\bnew business\b|\bnew (client|account|risk|quote|policy)\b|\bfirst[- ]time\b/i },
];

const COVERAGE_RULES: ReadonlyArray<{ coverage: CoverageType; pattern: RegExp }> = [
  { coverage: 'property', pattern: /\bproperty\b|\bmaterial damage\b|\bstatement of values\b|\bsov\b|\bbuildings?\b|\blocations?\b/i },
  { coverage: 'general_liability', pattern: /\b(general|public|products?) liability\b|\bc?gl\b/i },
  { coverage: 'motor_fleet', pattern: /\bfleet\b|\bmotor\b|\bvehicles?\b|\bauto\b|\btrucks?\b/i },
  { coverage: 'workers_comp', pattern: /\bworkers'? ?comp(ensation)?\b|\bemployers'? liability\b|\bpayroll\b/i },
  { coverage: 'marine_cargo', pattern: /\bcargo\b|\bmarine\b|\btransit\b|\bgoods in transit\b/i },
];

/** The transaction type a mail asks for and the words that say so, by the first rule its subject (then its body) matches. */
export function matchTransactionType(subject: string, text: string): { type: TransactionType; words: string } | null {
  for (const source of [subject, text]) {
    for (const rule of TRANSACTION_RULES) {
      const match = rule.pattern.exec(source);
      if (match) return { type: rule.type, words: match[0] };
    }
  }
  return null;
}

/** The transaction type a mail asks for; null when no rule matches. */
export const guessTransactionType = (subject: string, text: string): TransactionType | null =>
  matchTransactionType(subject, text)?.type ?? null;

/** The coverages a mail names in its subject or body, in the product's coverage order, each with the word that named it. */
export function matchCoverages(subject: string, text: string): { coverage: CoverageType; words: string }[] {
  const source = `${subject}\n${text}`;
  return COVERAGE_RULES.flatMap((r) => {
    const match = r.pattern.exec(source);
    return match ? [{ coverage: r.coverage, words: match[0] }] : [];
  });
}

/** The coverages a mail names in its subject or body, in the product's coverage order. */
export const guessCoverages = (subject: string, text: string): CoverageType[] => matchCoverages(subject, text).map((c) => c.coverage);

/** Mail services people write from: their domain says nothing about the company. */
const PUBLIC_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'yahoo.com',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'aol.com',
  'btinternet.com',
  'proton.me',
  'protonmail.com',
]);

const domainOf = (address: string | null | undefined): string | null => {
  const at = address?.lastIndexOf('@') ?? -1;
  return address && at >= 0
    ? address
        .slice(at + 1)
        .trim()
        .toLowerCase()
    : null;
};

/** The company part of a domain: 'brightwater-logistics' for mail.brightwater-logistics.co.uk. */
function companyPartOf(domain: string): string {
  const labels = domain.split('.');
  // Second-level country domains: co.uk, com.au, ...
  const cut = labels.length > 2 && /^(co|com|org|net|ac|gov|ltd|plc)$/.test(labels[labels.length - 2]) ? 3 : 2;
  return labels[Math.max(0, labels.length - cut)] ?? domain;
}

/** A company name made from a domain: 'Brightwater Logistics' for brightwater-logistics.com. */
export function nameFromDomain(domain: string): string {
  return companyPartOf(domain)
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export type ClientMatch = 'email' | 'domain' | 'name';

export interface ClientProposal {
  client: Client;
  /** How it was found: the sender's exact address, their company domain, or a similar name. */
  match: ClientMatch;
  /** 1 for an address or domain match; the name similarity otherwise. */
  score: number;
}

/**
 * The existing client a mail most likely comes from: the client whose e-mail is the sender's address; else
 * one whose e-mail shares the sender's company domain (never gmail.com and the like); else the client whose
 * name is most similar (the clearance scores, over the sender's display name and the domain's company part).
 * Null when none is good enough: the intake then creates a client.
 */
export function proposeClient(mail: Pick<ParsedEmail, 'fromAddress' | 'fromName'>, clients: readonly Client[]): ClientProposal | null {
  const address = mail.fromAddress.toLowerCase();
  const exact = clients.find((c) => c.email?.trim().toLowerCase() === address);
  if (exact) return { client: exact, match: 'email', score: 1 };
  const domain = domainOf(address);
  if (domain && !PUBLIC_DOMAINS.has(domain)) {
    const sameDomain = clients.find((c) => domainOf(c.email) === domain);
    if (sameDomain) return { client: sameDomain, match: 'domain', score: 1 };
  }
  const names = [mail.fromName, domain && !PUBLIC_DOMAINS.has(domain) ? nameFromDomain(domain) : null].filter(
    (n): n is string => !!n?.trim(),
  );
  let best: ClientProposal | null = null;
  for (const name of names) {
    const [top] = findSimilarClients(name, clients);
    if (top && (!best || top.score > best.score)) best = { client: top.client, match: 'name', score: top.score };
  }
  return best;
}

/**
 * How the mail itself spells its company: the domain's company part written out in the body (a signature
 * is there), else the subject, in capitals somewhere ('GlobalTech' for globaltech.com, 'BrightWater
 * Logistics' for brightwater-logistics.com), its words apart or together. A spelling that is all lower case,
 * or that is part of an address or a web link, says nothing the domain does not. Null when the mail has none.
 */
function mailSpelling(domain: string, mail: Partial<Pick<ParsedEmail, 'subject' | 'text'>>): string | null {
  const words = companyPartOf(domain)
    .split(/[-_.]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const letters = words.join('');
  const escapeForPattern = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Any of the letters may be followed by a space or a hyphen ('Global Tech', 'Global-Tech').
  const spelled = new RegExp(`(?<![\\w@.\\/-])${[...letters].map(escapeForPattern).join('(?:[ \\t]+|-)?')}(?![\\w@-]|\\.\\w)`, 'gi');
  for (const source of [mail.text ?? '', mail.subject ?? '']) {
    for (const match of source.matchAll(spelled)) {
      const name = match[0].replace(/[ \t]+/g, ' ');
      if (name !== name.toLowerCase()) return name;
    }
  }
  return null;
}

/**
 * The name of the client created for an unknown sender: their company domain spelled as the mail spells it
 * (else as a name made from the domain), or, for a personal mail service, the sender's display name (else
 * the address itself).
 */
export function newClientName(
  mail: Pick<ParsedEmail, 'fromAddress' | 'fromName'> & Partial<Pick<ParsedEmail, 'subject' | 'text'>>,
): string {
  const domain = domainOf(mail.fromAddress);
  if (domain && !PUBLIC_DOMAINS.has(domain)) return mailSpelling(domain, mail) ?? nameFromDomain(domain);
  return mail.fromName?.trim() || mail.fromAddress;
}
