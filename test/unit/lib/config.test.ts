import { describe, expect, it } from 'vitest';
import { readConfig, resolveSupabaseUrl } from '../../../src/lib/config.ts';

describe('configuration', () => {
  it('resolves a relative Supabase URL against the serving origin (the local backend)', () => {
    expect(resolveSupabaseUrl('/', 'http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321');
    expect(resolveSupabaseUrl('https://abc.supabase.co/', 'http://x')).toBe('https://abc.supabase.co');
    expect(resolveSupabaseUrl(null, 'http://x')).toBeNull();
  });

  it('is in demo mode without a URL and key', () => {
    const c = readConfig({}, 'http://x');
    expect(c.supabaseUrl).toBeNull();
    expect(c.supabaseAnonKey).toBeNull();
    expect(c.directAiKey).toBeNull();
  });

  it('never allows the direct AI call on the static-hosting deployment', () => {
    const env = { VITE_ALLOW_DIRECT_AI: 'true', VITE_AI_API_KEY: 'sk-test' };
    expect(readConfig(env, 'http://x').directAiKey).toBe('sk-test');
    expect(readConfig({ ...env, VITE_DEPLOY_TARGET: 'static' }, 'http://x').directAiKey).toBeNull();
    expect(readConfig({ VITE_AI_API_KEY: 'sk-test' }, 'http://x').directAiKey).toBeNull();
  });
});
