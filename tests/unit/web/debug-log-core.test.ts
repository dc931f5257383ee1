import fc from 'fast-check';
import {
  appendEntry,
  MAX_DEBUG_ENTRIES,
  parseEntries,
  redact,
  suspiciousKinds,
  visibleEntries,
  type DebugEntry,
} from '../../../web/src/features/debug/debug-log-core';

const entry = (kind: DebugEntry['kind'], at: number, message = 'm'): DebugEntry => ({
  kind,
  at,
  message,
});

describe('debug log redaction', () => {
  it('removes e-mail addresses, bearer tokens, JWTs and passwords', () => {
    const text =
      'POST failed for buyer@example.com Authorization: Bearer abc.def.ghi ' +
      '{"password":"Password1"} token=eyJhbGciOi.eyJzdWIiOjF9.sig';
    const clean = redact(text);
    expect(clean).not.toMatch(/buyer@example\.com|Password1|abc\.def\.ghi|eyJhbGciOi/);
    expect(clean).toContain('[redacted-email]');
  });

  it('never keeps a generated e-mail or password in an appended entry', () => {
    const local = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);
    const domain = fc.stringMatching(/^[a-z0-9-]{1,15}\.[a-z]{2,6}$/);
    const secret = fc.stringMatching(/^[A-Za-z0-9!#%]{6,24}$/);
    fc.assert(
      fc.property(local, domain, secret, fc.string(), (user, host, pass, noise) => {
        const email = `${user}@${host}`;
        const [stored] = appendEntry([], {
          kind: 'error',
          at: 0,
          message: `${noise} user ${email} password=${pass}`,
        });
        expect(stored?.message).not.toContain(email);
        expect(stored?.message).not.toContain(`password=${pass}`);
      }),
      { numRuns: 200 },
    );
  });
});

describe('debug log ring buffer', () => {
  it('keeps at most 100 entries, the newest ones', () => {
    let entries: DebugEntry[] = [];
    for (let at = 0; at < 150; at += 1) entries = appendEntry(entries, entry('route', at));
    expect(entries).toHaveLength(MAX_DEBUG_ENTRIES);
    expect(entries[0]?.at).toBe(50);
    expect(entries.at(-1)?.at).toBe(149);
  });

  it('drops malformed stored entries', () => {
    expect(parseEntries('not json')).toEqual([]);
    expect(parseEntries(JSON.stringify([entry('error', 1), { at: 'x' }]))).toEqual([
      entry('error', 1),
    ]);
  });

  it('shows the newest 20 matching entries, newest first', () => {
    const entries = Array.from({ length: 30 }, (_, at) => entry('api', at, `call ${at}`));
    const shown = visibleEntries(entries, '');
    expect(shown).toHaveLength(20);
    expect(shown[0]?.at).toBe(29);
    expect(visibleEntries(entries, 'call 7').map((e) => e.at)).toEqual([7]);
  });
});

describe('suspicious patterns within 30 s', () => {
  const many = (kind: DebugEntry['kind'], count: number, at = 1_000): DebugEntry[] =>
    Array.from({ length: count }, () => entry(kind, at));

  it('flags more than 5 errors, 3 rejections or 20 route changes', () => {
    const now = 10_000;
    expect(
      suspiciousKinds([...many('error', 5), ...many('rejection', 3), ...many('route', 20)], now),
    ).toEqual([]);
    expect(suspiciousKinds(many('error', 6), now)).toEqual(['error']);
    expect(suspiciousKinds(many('rejection', 4), now)).toEqual(['rejection']);
    expect(suspiciousKinds(many('route', 21), now)).toEqual(['route']);
  });

  it('ignores entries older than 30 s', () => {
    expect(suspiciousKinds(many('error', 10, 0), 30_001)).toEqual([]);
  });
});
