import {
  AI_CALL,
  CHAT_LIMITS,
  type ChatMessage,
  type ContentPart,
  IMAGE_ONLY_INSTRUCTION,
} from '../_shared/contract/chat.ts';
import type { Subject } from '../_shared/contract/subjects.ts';
import { imageCount } from './messages.ts';
import { SUBJECT_GUIDANCE } from './subjects.ts';

/** Model defaults (AI_TEXT_MODEL / AI_VISION_MODEL / AI_BASE_URL override them). */
export const DEFAULT_TEXT_MODEL = AI_CALL.textModel;
export const DEFAULT_VISION_MODEL = AI_CALL.visionModel;
export const DEFAULT_AI_BASE_URL = AI_CALL.baseUrl;

export function systemPrompt(subject: Subject | undefined): string {
  const lines = [
    'You are StudyMate, a patient and encouraging AI tutor for students.',
    'Answer in a clear, structured format using Markdown:',
    '- Start with a short "## " heading that names the topic or problem.',
    '- Explain the method in numbered steps, showing the working, not just the result.',
    '- When the question has a result, end with a line "**Answer:** …", then one short study tip.',
    'Write all mathematics in LaTeX: inline as $…$ and displayed equations on their own lines as $$…$$.',
    'Never use \\( \\) or \\[ \\] delimiters, and never output raw HTML.',
    'Keep answers focused and reasonably short. If a photo is unreadable, say what you can see and ask for a clearer one.',
    'Help the student understand; for graded work, teach the method rather than only giving answers.',
  ];
  if (subject) lines.push(`The student chose the subject ${subject}. ${SUBJECT_GUIDANCE[subject]}`);
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
): CompletionRequest {
  const history = messages
    .filter((m) => m.role !== 'system')
    .slice(-CHAT_LIMITS.historyTurns)
    .map(withImageInstruction);
  const withImages = imageCount(history) > 0;
  return {
    model: withImages ? models.visionModel : models.textModel,
    messages: [{ role: 'system', content: systemPrompt(subject) }, ...history],
    max_tokens: withImages ? AI_CALL.maxTokensImage : AI_CALL.maxTokensText,
    temperature: AI_CALL.temperature,
  };
}
