import * as v from 'valibot';
import { queryValue, queryWholeNumber } from '../../shared/query.ts';
import { objectSchema } from '../../shared/validation.ts';
import { NAICS_2022, NAICS_VERSION } from './naics-2022.ts';

/** How many codes a search answers when the caller names no limit, and at most. */
export const NAICS_SEARCH_DEFAULT = 20;
export const NAICS_SEARCH_MAX = 50;

const TITLES = new Map<string, string>(NAICS_2022);
const SEARCHED = NAICS_2022.map(([code, title]) => ({ code, title, lower: title.toLowerCase() }));

/** Whether the text is a six-digit code of the list. */
export const isNaicsCode = (code: string): boolean => TITLES.has(code);

/** The title of a code of the list; null for any other text. */
export const naicsTitle = (code: string): string | null => TITLES.get(code) ?? null;

export const NaicsCodeSchema = v.object({ code: v.string(), title: v.string() });
export type NaicsCode = v.InferOutput<typeof NaicsCodeSchema>;

/** GET /api/naics: the edition searched and the codes found, in code order (titles that begin with the words first). */
export const NaicsListSchema = v.object({ version: v.string(), items: v.array(NaicsCodeSchema) });
export type NaicsList = v.InferOutput<typeof NaicsListSchema>;

const LIMIT_MESSAGE = `limit must be a whole number between 1 and ${NAICS_SEARCH_MAX}`;

/** GET /api/naics: `q`, the start of a code or words of a title; without it the list from its first code. */
export const NaicsQuerySchema = objectSchema({
  q: queryValue('q', v.pipe(v.string(), v.maxLength(100, 'q must be at most 100 characters'))),
  limit: queryWholeNumber('limit', 1, NAICS_SEARCH_MAX, NAICS_SEARCH_DEFAULT, LIMIT_MESSAGE),
});
export type NaicsQuery = v.InferOutput<typeof NaicsQuerySchema>;

/**
 * The codes that match: digits match the start of a code ('2382' finds every building equipment contractor);
 * words match titles holding each of them, without case, the titles beginning with the words first.
 */
export function searchNaics(query: { q?: string; limit: number }): NaicsList {
  const q = (query.q ?? '').trim().toLowerCase();
  const found = /^\d+$/.test(q)
    ? SEARCHED.filter((entry) => entry.code.startsWith(q))
    : (() => {
        const words = q.split(/\s+/).filter(Boolean);
        const matching = SEARCHED.filter((entry) => words.every((word) => entry.lower.includes(word)));
        return [...matching.filter((entry) => entry.lower.startsWith(q)), ...matching.filter((entry) => !entry.lower.startsWith(q))];
      })();
  return { version: NAICS_VERSION, items: found.slice(0, query.limit).map(({ code, title }) => ({ code, title })) };
}
