import { CHECK_INSTRUCTIONS } from './check/block.ts';
import type { ChatMessage, ContentPart } from './messages.ts';
import { imageCount } from './messages.ts';
import { CHECKED_MODES, MODE_INSTRUCTIONS, SUGGESTING_MODES, type TutorMode } from './modes.ts';
import { SUBJECT_GUIDANCE, type Subject } from './subjects.ts';
import { SUGGESTION_INSTRUCTIONS } from './suggestions.ts';

/** SPEC §3: what an image-only question is sent to the AI with. */
export const IMAGE_ONLY_INSTRUCTION = 'Please analyze this homework image and help me solve it.';

/**
 * Model defaults (AI_TEXT_MODEL / AI_VISION_MODEL override them). Both are non-reasoning OpenAI models
 * that accept SPEC §9's `temperature` 0.7 and `max_tokens`; the GPT-5 family rejects both. gpt-4.1 reads
 * photographed homework (image_url parts) better than the mini model, which is cheaper for text.
 */
export const DEFAULT_TEXT_MODEL = 'gpt-4.1-mini';
export const DEFAULT_VISION_MODEL = 'gpt-4.1';
export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1';

/** SPEC §9 AI call: max_tokens 500 for text, 1000 with images; temperature 0.7. */
export const MAX_TOKENS_TEXT = 500;
export const MAX_TOKENS_IMAGE = 1000;
export const TEMPERATURE = 0.7;

/** Only the most recent turns go to the provider; older ones add cost, not help. */
export const HISTORY_TURNS = 20;

/** What shapes one answer: the mode's variant, the subject's guidance, and facts the server adds. */
export interface PromptOptions {
  mode?: TutorMode;
  /** Lines the server knows for sure, e.g. the solver's verdict on the student's work. */
  facts?: string[];
}

export function systemPrompt(
  subject: Subject | undefined,
  { mode = 'explain', facts = [] }: PromptOptions = {},
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
    .slice(-HISTORY_TURNS)
    .map(withImageInstruction);
  const withImages = imageCount(history) > 0;
  return {
    model: withImages ? models.visionModel : models.textModel,
    messages: [{ role: 'system', content: systemPrompt(subject, prompt) }, ...history],
    max_tokens: withImages ? MAX_TOKENS_IMAGE : MAX_TOKENS_TEXT,
    temperature: TEMPERATURE,
  };
}
