import { describe, expect, it } from 'vitest';
import { chooseRoute, configProblem, routeInputs } from '../../../../src/features/chat/logic/route.ts';
import { type AppConfig, readConfig } from '../../../../src/lib/config.ts';

const make = (env: Record<string, string>): AppConfig => readConfig(env, 'https://app.example');
const backend = { VITE_SUPABASE_URL: 'https://x.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' };
const direct = { VITE_ALLOW_DIRECT_AI: 'true', VITE_AI_API_KEY: 'sk-test' };

describe('AI route choice (SPEC §4)', () => {
  it('1. static hosting with a backend uses the backend, even if a key is present', () => {
    expect(chooseRoute({ staticHosting: true, backendAvailable: true, directAiAllowed: true })).toBe(
      'backend',
    );
    expect(chooseRoute(routeInputs(make({ ...backend, ...direct, VITE_DEPLOY_TARGET: 'static' })))).toBe(
      'backend',
    );
  });

  it('2. otherwise the direct call when a developer allowed it', () => {
    expect(chooseRoute(routeInputs(make({ ...backend, ...direct })))).toBe('direct');
    expect(chooseRoute(routeInputs(make(direct)))).toBe('direct');
  });

  it('never calls the AI directly on static hosting', () => {
    expect(chooseRoute(routeInputs(make({ ...direct, VITE_DEPLOY_TARGET: 'static' })))).toBe('demo');
    expect(chooseRoute({ staticHosting: true, backendAvailable: false, directAiAllowed: true })).toBe('demo');
  });

  it('3. a backend as the fallback; 4. demo mode with neither', () => {
    expect(chooseRoute(routeInputs(make(backend)))).toBe('backend');
    expect(chooseRoute(routeInputs(make({})))).toBe('demo');
    // A key without the explicit opt-in is ignored.
    expect(chooseRoute(routeInputs(make({ VITE_AI_API_KEY: 'sk-test' })))).toBe('demo');
  });
});

describe('configuration check (SPEC §4 step 3, §8 invalid configuration)', () => {
  it('requires the provider key prefix on the direct route', () => {
    expect(configProblem('direct', make(direct))).toBeNull();
    expect(configProblem('direct', make({ ...direct, VITE_AI_API_KEY: 'pk-wrong' }))).toBe(
      '⚠️ Invalid AI API key format. The key must start with "sk-"; check VITE_AI_API_KEY in your environment settings.',
    );
  });

  it('requires an http(s) backend URL on the backend route; demo mode needs nothing', () => {
    expect(configProblem('backend', make(backend))).toBeNull();
    expect(configProblem('backend', make({ ...backend, VITE_SUPABASE_URL: '/' }))).toBeNull();
    const broken = { ...make(backend), supabaseUrl: 'ftp://nope' };
    expect(configProblem('backend', broken)).toMatch(/^⚠️ Invalid backend URL\. /);
    expect(configProblem('demo', make({}))).toBeNull();
  });
});
