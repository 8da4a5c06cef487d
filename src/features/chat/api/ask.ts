import type { AiRoute } from '../logic/route.ts';
import { askBackend } from './backendRoute.ts';
import { askDemo } from './demoRoute.ts';
import type { AskRequest, AskResult } from './types.ts';

/** Sends one question by the chosen route. The direct route is a developer tool, loaded only if used. */
export async function askTutor(route: AiRoute, request: AskRequest): Promise<AskResult> {
  switch (route) {
    case 'backend':
      return askBackend(request);
    case 'direct':
      return (await import('./directRoute.ts')).askDirect(request);
    case 'demo':
      return askDemo(request);
  }
}
