import fc from 'fast-check';

/** Text an attacker or a careless integration sends: injection, markup, control and odd unicode. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE submissions; --",
  '1; SELECT pg_sleep(5)--',
  "admin'--",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%27%20OR%201=1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '99999999999999999999999',
  '0x10',
  'true',
  '\u0000',
  'nul\u0000inside',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  'Ünïcødé 保险 🚚 𝔘𝔫𝔦',
  '👩‍👩‍👧‍👦'.repeat(20),
  'a\r\nSet-Cookie: pwned=1',
  '\t\n\v\f\r',
  'SUB-2026-0001',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '9999-12-31',
];

const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'toString', 'valueOf'];

/** A string: generated (any unicode, lone surrogates included), nasty, or very long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((s) => s.repeat(5000).slice(0, 100_000) || 'x'.repeat(100_000)) },
);

/** Numbers at the edges of what JSON, JavaScript and PostgreSQL can hold. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const key = fc.oneof(
  fc.constantFrom(...FORBIDDEN_KEYS),
  hostileString.filter((s) => s.length < 200),
);

/** Any JSON value, with hostile leaves and keys (including __proto__ as an own key, as JSON.parse makes it). */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber,
    hostileString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(Object.fromEntries),
  ),
})).value;

/**
 * A valid body with some fields swapped for hostile values, some removed, and forbidden keys added: the
 * requests that get past the first check and reach deeper code.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(valid);
  if (fields.length === 0) return hostileJson.map((value) => ({ value }));
  return fc
    .record({
      replaced: fc.dictionary(fc.constantFrom(...fields), hostileJson, { maxKeys: 3 }),
      removed: fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      extra: fc.array(fc.tuple(fc.constantFrom(...FORBIDDEN_KEYS), hostileJson), { maxLength: 2 }),
    })
    .map(({ replaced, removed, extra }) => {
      const body: Record<string, unknown> = { ...valid };
      for (const field of removed) delete body[field];
      for (const [field, value] of Object.entries(replaced)) body[field] = value;
      for (const [field, value] of extra)
        Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });
}

/** Raw JSON text a serializer would never produce: deep nesting, duplicate and prototype keys, huge numbers. */
export const rawJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 100, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 20_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.constant('{"__proto__": {"isAdmin": true, "role": "insurer"}, "constructor": {"prototype": {"polluted": 1}}}'),
  fc.constant('{"name": "a", "name": "b", "name": {"$gt": ""}}'),
  fc.constant('{"limit": 1e999999, "amount": -1e999999}'),
  fc.constant('123456789012345678901234567890'),
  fc.constant('"just a string"'),
  fc.constant('null'),
  fc.constant('[]'),
  fc.constant(''),
  fc.constant('\uFEFF{}'),
  fc.constant('{"a":"\\ud800"}'),
  fc.constant('{"a":"\\u0000"}'),
  hostileString,
);

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent refuses) becomes
 * its three WTF-8 bytes: invalid UTF-8 on the wire, as a hostile client would send it.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** A query string for `params`: nasty values, repeats (arrays), bracket keys, pollution keys, no value. */
export function hostileQuery(params: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    hostileString,
    fc.constantFrom('-1', '0', 'NaN', 'Infinity', '1.5', '1e3', '9007199254740993', '99999999999999999999', ' 5', '5 ', '0x1f', 'true'),
  );
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...params) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'cursor', 'page[size]', 'limit[]', 'toString') },
  );
  const pair = fc.oneof(
    fc.tuple(name, value).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    name.map(percentEncode),
    fc.tuple(name, value).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}&${percentEncode(k)}=2`),
    fc.constantFrom('%', '%zz', '&&', '=', 'a=%E0%A4%A', '%00=%00'),
  );
  return fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`);
}

/** A path segment in place of a record id: garbage, encoded traversal and NUL, SQL, very long. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((s) => s.length < 2000).map((s) => percentEncode(s) || '%20'),
  fc.constantFrom('%00', '..%2F..%2Fetc', '%2e%2e', 'SUB-9999-9999', 'sub-2026-0001', '1', '-1', 'x'.repeat(4000), '%E0%A4%A', '%ZZ'),
);
