import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { durationSeconds, loadConfig } from '../../supabase/local/config.ts';
import { parseDotenv } from '../../supabase/local/functions.ts';
import { JwtKeys } from '../../supabase/local/keys.ts';
import { parseCondition, parsePrefer, parseQuery, parseSelect } from '../../supabase/local/rest/parse.ts';
import { cacheControl } from '../../supabase/local/static.ts';
import { parseToml } from '../../supabase/local/toml.ts';

describe('config.toml', () => {
  it('reads the subset of TOML the project uses', () => {
    const toml = parseToml(
      '# c\nproject_id = "x" # trailing\n[a.b]\nn = 1_000\nf = 1.5\nok = true\nlist = ["p", "q#r"]\nempty = []\n',
    );
    expect(toml).toEqual({
      project_id: 'x',
      a: { b: { n: 1000, f: 1.5, ok: true, list: ['p', 'q#r'], empty: [] } },
    });
    expect(() => parseToml('key = nope')).toThrow(/line 1/);
  });

  it('gives the auth and function settings of the real supabase/config.toml', () => {
    const config = loadConfig(fileURLToPath(new URL('../../supabase/config.toml', import.meta.url)));
    expect(config).toMatchObject({
      jwtExpiry: 3600,
      enableConfirmations: true,
      minPasswordLength: 6,
      emailMaxFrequency: 1,
      refreshTokenReuseInterval: 10,
      otpExpiry: 86400,
    });
    expect(config.functionsVerifyJwt['stripe-webhook']).toBe(false);
    // Signed-out visitors call these two, with the publishable key too: the functions check the caller.
    expect(config.functionsVerifyJwt['chat-with-ai']).toBe(false);
    expect(config.functionsVerifyJwt['contact-form']).toBe(false);
    expect(config.functionsVerifyJwt['create-payment-intent']).toBe(true);
    expect(durationSeconds('2m', 0)).toBe(120);
    expect(durationSeconds('500ms', 0)).toBe(0.5);
  });

  it('reads .env files', () => {
    expect(parseDotenv('# c\nexport A=1\nB="two words"\nC=x # note\nD=\'q\'\nbad line\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x',
      D: 'q',
    });
  });
});

describe('PostgREST query grammar', () => {
  it('parses filters, lists, negation and logic trees', () => {
    expect(parseCondition('id', 'eq.5')).toMatchObject({ op: 'eq', value: '5', negate: false });
    expect(parseCondition('id', 'not.in.(1,"a,b",3)')).toMatchObject({
      op: 'in',
      negate: true,
      list: ['1', 'a,b', '3'],
    });
    expect(parseCondition('title', 'like.*abc*')).toMatchObject({ op: 'like', value: '*abc*' });
    expect(() => parseCondition('id', 'regex.x')).toThrow();
    const q = parseQuery(
      new URLSearchParams(
        'select=id,t:title::text&or=(a.eq.1,and(b.gt.2,c.is.null))&order=id.desc.nullslast&limit=5&offset=10',
      ),
    );
    expect(q.select).toEqual([{ column: 'id' }, { column: 'title', alias: 't', cast: 'text' }]);
    expect(q.filters[0]).toMatchObject({
      kind: 'logic',
      op: 'or',
      children: [{ column: 'a' }, { kind: 'logic', op: 'and' }],
    });
    expect(q.order).toEqual([{ column: 'id', desc: true, nulls: 'last' }]);
    expect([q.limit, q.offset]).toEqual([5, 10]);
    expect(() => parseSelect('id,profiles(*)')).toThrow(/Feature not implemented/);
    expect(() => parseSelect('count()')).toThrow(/aggregate functions is not allowed/);
    expect(parseCondition('tags', 'eq(any).{a,b}')).toMatchObject({ quantifier: 'any', list: ['a', 'b'] });
    expect(parseCondition('body', 'fts(english).cat')).toMatchObject({ op: 'fts', language: 'english' });
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow();
  });

  it('reads Prefer headers', () => {
    expect(
      parsePrefer('return=representation, resolution=merge-duplicates, count=exact, missing=default'),
    ).toMatchObject({
      representation: 'full',
      resolution: 'merge-duplicates',
      count: 'exact',
      missingDefault: true,
    });
  });
});

describe('static cache rules', () => {
  it('caches hashed assets for a year and revalidates the shell and the worker', () => {
    expect(cacheControl('/assets/index-1.js')).toContain('immutable');
    expect(cacheControl('/index.html')).toBe('no-cache');
    expect(cacheControl('/sw.js')).toBe('no-cache');
  });
});

describe('JWT verification with the verified-token cache', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('answers a repeated token from the cache, and only that exact token', async () => {
    const keys = new JwtKeys('a-test-secret-that-is-at-least-32-characters');
    const token = await keys.sign({ sub: 'u1', role: 'authenticated', exp: now() + 60 });
    const first = await keys.verify(token);
    expect(first).toMatchObject({ ok: true, claims: { sub: 'u1' } });
    // A caller changing its copy of the claims changes nothing the next caller gets.
    if (first.ok) first.claims.sub = 'someone-else';
    expect(await keys.verify(token)).toMatchObject({ ok: true, claims: { sub: 'u1' } });
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await keys.verify(`${header}.${payload}.${flipped}`)).toEqual({ ok: false, reason: 'signature' });
    const forgedClaims = Buffer.from(JSON.stringify({ sub: 'u2', role: 'service_role' })).toString(
      'base64url',
    );
    expect(await keys.verify(`${header}.${forgedClaims}.${signature}`)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const otherSigner = new JwtKeys('another-secret-that-is-at-least-32-characters');
    expect(await otherSigner.verify(token)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a cached token once it has expired', async () => {
    const keys = new JwtKeys('a-test-secret-that-is-at-least-32-characters');
    const token = await keys.sign({ sub: 'u1', exp: now() + 1 });
    expect((await keys.verify(token)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, (now() + 1 - Date.now() / 1000) * 1000 + 50));
    expect(await keys.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });
});
