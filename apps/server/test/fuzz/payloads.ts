import fc from 'fast-check';

/** Strings that have broken servers before: injections, odd unicode, control characters. */
export const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../../../etc/passwd',
  '%00',
  '\u0000\u0001\u001f',
  '\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧨 ẞ ǅ',
  '__proto__',
  'constructor',
  '{"__proto__":{"admin":true}}',
  '[]',
  '{}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999999',
  '0x1f',
  ' ',
  '',
];

export const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  // Huge fields: the body limit must answer, not the process.
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)) },
);

export interface FuzzCase {
  route: number;
  /** The route's own field names get values more often than made-up keys. */
  fields: Array<[string | number, string]>;
  signature: 'valid' | 'missing' | 'wrong' | 'stale';
  encoding: 'form' | 'json' | 'truncated' | 'garbage' | 'multipart' | 'none';
  withToken: boolean;
  file: { bytes: Uint8Array; name: string; type: string } | null;
}

export const fuzzCase = (routeCount: number) =>
  fc.record<FuzzCase>({
    route: fc.nat({ max: routeCount - 1 }),
    fields: fc.array(
      fc.tuple(
        fc.oneof(fc.nat({ max: 40 }), fc.string({ minLength: 1, maxLength: 12 })),
        fieldValue,
      ),
      { maxLength: 12 },
    ),
    signature: fc.constantFrom('valid', 'valid', 'valid', 'missing', 'wrong', 'stale'),
    encoding: fc.constantFrom(
      'form',
      'form',
      'form',
      'json',
      'truncated',
      'garbage',
      'multipart',
      'none',
    ),
    withToken: fc.boolean(),
    file: fc.option(
      fc.record({
        bytes: fc.uint8Array({ maxLength: 4096 }),
        name: fc.constantFrom(
          'id.png',
          'id.jpg',
          'resume.pdf',
          '../../x.png',
          'a'.repeat(300),
          '身份证.heic',
        ),
        type: fc.constantFrom(
          'image/png',
          'image/jpeg',
          'application/pdf',
          'text/html',
          'application/x-msdownload',
        ),
      }),
      { nil: null },
    ),
  });
