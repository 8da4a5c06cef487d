import type { AppConfig } from '../../../lib/config.ts';
import { chatStrings } from '../../../lib/strings.ts';

export type AiRoute = 'backend' | 'direct' | 'demo';

export interface RouteInputs {
  staticHosting: boolean;
  backendAvailable: boolean;
  directAiAllowed: boolean;
}

/**
 * SPEC §4 AI route choice: (1) static hosting with a backend → backend; (2) direct AI if allowed;
 * (3) a backend as the fallback; (4) demo mode. Direct AI is never allowed on static hosting
 * (readConfig refuses the key there), so (1) only matters if that ever changes.
 */
export function chooseRoute({ staticHosting, backendAvailable, directAiAllowed }: RouteInputs): AiRoute {
  if (staticHosting && backendAvailable) return 'backend';
  if (directAiAllowed && !staticHosting) return 'direct';
  if (backendAvailable) return 'backend';
  return 'demo';
}

export const routeInputs = (config: AppConfig): RouteInputs => ({
  staticHosting: config.staticHosting,
  backendAvailable: Boolean(config.supabaseUrl && config.supabaseAnonKey),
  directAiAllowed: config.directAiKey !== null,
});

/** The OpenAI key prefix (SPEC §4: "the AI key has the provider's key prefix"). */
export const AI_KEY_PREFIX = 'sk-';

/**
 * SPEC §4 step 3: the chosen route's configuration, checked before sending. Returns the SPEC §8
 * '⚠️ {reason}. {suggestion}' line, or null when it is fine.
 */
export function configProblem(route: AiRoute, config: AppConfig): string | null {
  const { invalidConfig, badKeyFormat, badBackendUrl } = chatStrings.errors;
  if (route === 'direct' && !config.directAiKey?.startsWith(AI_KEY_PREFIX)) {
    return invalidConfig(badKeyFormat.reason, badKeyFormat.suggestion);
  }
  if (route === 'backend' && !/^https?:\/\//.test(config.supabaseUrl ?? '')) {
    return invalidConfig(badBackendUrl.reason, badBackendUrl.suggestion);
  }
  return null;
}
