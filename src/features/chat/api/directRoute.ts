import { AI_CALL } from '@shared/contract/chat.ts';
import type { Language } from '@shared/contract/languages.ts';
import { config } from '../../../lib/config.ts';
import { useLanguageStore } from '../../../lib/i18n/language.ts';
import type { ApiMessage } from '../logic/apiMessages.ts';
import { DeliveryError, directAiErrorText } from '../logic/errors.ts';
import { ASK_TIMEOUT_MS, AskAborted, type AskRequest, type AskResult, withTimeout } from './types.ts';

/**
 * The direct browser → AI call of SPEC §7, only when a developer sets VITE_ALLOW_DIRECT_AI and a key
 * (never on static hosting; readConfig drops the key there). No quota is taken: it is a local tool.
 */
export const DIRECT_AI_URL = `${AI_CALL.baseUrl}/chat/completions`;

const SYSTEM_PROMPT = [
  'You are StudyMate, a patient and encouraging AI tutor for students.',
  'Answer in a clear, structured Markdown format: a short heading, numbered steps with the working, and the result.',
  'Write mathematics in LaTeX with $…$ inline and $$…$$ for displayed equations. Never output raw HTML.',
].join('\n');

const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', es: 'Spanish', ar: 'Arabic' };

const hasImage = (messages: ApiMessage[]) =>
  messages.some((m) => Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'));

/** SPEC §7/§9: the image-capable model and its token budget with images, else the text model's. */
export function directRequestBody(messages: ApiMessage[], subject: string | null, language: Language = 'en') {
  const withImages = hasImage(messages);
  let system = subject ? `${SYSTEM_PROMPT}\nThe student chose the subject ${subject}.` : SYSTEM_PROMPT;
  // Issue 21: the student's language (the backend route's server prompt does the same).
  if (language !== 'en') system += `\nAnswer in ${LANGUAGE_NAMES_IN_ENGLISH[language]}.`;
  return {
    model: withImages ? AI_CALL.visionModel : AI_CALL.textModel,
    messages: [{ role: 'system', content: system }, ...messages],
    max_tokens: withImages ? AI_CALL.maxTokensImage : AI_CALL.maxTokensText,
    temperature: AI_CALL.temperature,
  };
}

export async function askDirect(request: AskRequest): Promise<AskResult> {
  const timer = withTimeout(request.signal, ASK_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(DIRECT_AI_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.directAiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(
          directRequestBody(
            request.messages,
            request.subject,
            request.language ?? useLanguageStore.getState().language,
          ),
        ),
        signal: timer.signal,
      });
    } catch {
      if (request.signal.aborted) throw new AskAborted();
      throw new DeliveryError({ kind: timer.timedOut() ? 'timeout' : 'network' });
    }
    const body: unknown = await response.json().catch(() => null);
    if (request.signal.aborted) throw new AskAborted();
    if (!response.ok) {
      const error = (body as { error?: { code?: unknown; type?: unknown } } | null)?.error;
      const code = typeof error?.code === 'string' ? error.code : String(error?.type ?? '');
      const failure = { kind: 'http', status: response.status } as const;
      throw new DirectAiError(directAiErrorText(failure, code));
    }
    const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]
      ?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new DeliveryError({ kind: 'empty' });
    return { text: content, usage: null };
  } finally {
    timer.done();
  }
}

/** A direct-route failure already mapped to its SPEC §8 text. */
export class DirectAiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectAiError';
  }
}
