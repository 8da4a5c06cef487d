import {
  AI_CALL,
  CHAT_LIMITS,
  type ChatMessage,
  type ContentPart,
  IMAGE_ONLY_INSTRUCTION,
} from '../_shared/contract/chat.ts';
import type { Language } from '../_shared/contract/languages.ts';
import type { Subject } from '../_shared/contract/subjects.ts';
import type { TutorMode } from '../_shared/contract/tutor.ts';
import { CHECK_INSTRUCTIONS } from './check/block.ts';
import { languageInstruction } from './language.ts';
import { imageCount } from './messages.ts';
import { CHECKED_MODES, MODE_INSTRUCTIONS, SUGGESTING_MODES } from './modes.ts';
import { SUBJECT_GUIDANCE } from './subjects.ts';
import { SUGGESTION_INSTRUCTIONS } from './suggestions.ts';

/** Model defaults (AI_TEXT_MODEL / AI_VISION_MODEL / AI_BASE_URL override them). */
export const DEFAULT_TEXT_MODEL = AI_CALL.textModel;
export const DEFAULT_VISION_MODEL = AI_CALL.visionModel;
export const DEFAULT_AI_BASE_URL = AI_CALL.baseUrl;

/** What shapes one answer: the mode's variant, the subject's guidance, and facts the server adds. */
export interface PromptOptions {
  mode?: TutorMode;
  /** Lines the server knows for sure, e.g. the solver's verdict on the student's work. */
  facts?: string[];
  /** Issue 21: the language to answer in (English by default, with the prompt unchanged). */
  language?: Language;
}

export function systemPrompt(
  subject: Subject | undefined,
  { mode = 'explain', facts = [], language = 'en' }: PromptOptions = {},
): string {
  const lines = [
    'You are StudyMate, a patient and encouraging AI tutor for students.',
    ...MODE_INSTRUCTIONS[mode],
    'Write all mathematics in LaTeX: inline as $…$ and displayed equations on their own lines as $$…$$.',
    'Never use \\( \\) or \\[ \\] delimiters, and never output raw HTML.',
    'Keep answers focused and reasonably short. If a photo is unreadable, say what you can see and ask for a clearer one.',
    'Help the student understand; for graded work, teach the method rather than only giving answers.',
  ];
  if (subject) lines.push(`The student chose the subject ${subject}. ${SUBJECT_GUIDANCE[subject]}`);
  lines.push(...facts);
  if (CHECKED_MODES.includes(mode)) lines.push(CHECK_INSTRUCTIONS);
  if (SUGGESTING_MODES.includes(mode)) lines.push(SUGGESTION_INSTRUCTIONS);
  // Last, after the blocks' formats, so that the language rule also says how the blocks stay.
  lines.push(...languageInstruction(language));
  return lines.join('\n');
}

/** An image-only user message gets SPEC's instruction in front of its image(s). */
function withImageInstruction(message: ChatMessage): ChatMessage {
  if (message.role !== 'user' || typeof message.content === 'string') return message;
  const hasImage = message.content.some((p) => p.type === 'image_url');
  const hasText = message.content.some((p) => p.type === 'text' && p.text.trim() !== '');
  if (!hasImage || hasText) return message;
  const parts: ContentPart[] = [
    { type: 'text', text: IMAGE_ONLY_INSTRUCTION },
    ...message.content.filter((p) => p.type === 'image_url'),
  ];
  return { role: 'user', content: parts };
}

export interface ModelChoice {
  textModel: string;
  visionModel: string;
}

export interface CompletionRequest {
  model: string;
  messages: ChatMessage[];
  max_tokens: number;
  temperature: number;
}

/**
 * The chat-completions body: our system prompt first (client system messages are dropped so that the
 * tutor's rules cannot be replaced), the recent history, the image-capable model and the larger token
 * budget when any message carries an image.
 */
export function buildCompletionRequest(
  messages: ChatMessage[],
  subject: Subject | undefined,
  models: ModelChoice,
  prompt: PromptOptions = {},
): CompletionRequest {
  const history = messages
    .filter((m) => m.role !== 'system')
    .slice(-CHAT_LIMITS.historyTurns)
    .map(withImageInstruction);
  const withImages = imageCount(history) > 0;
  return {
    model: withImages ? models.visionModel : models.textModel,
    messages: [{ role: 'system', content: systemPrompt(subject, prompt) }, ...history],
    max_tokens: withImages ? AI_CALL.maxTokensImage : AI_CALL.maxTokensText,
    temperature: AI_CALL.temperature,
  };
}
