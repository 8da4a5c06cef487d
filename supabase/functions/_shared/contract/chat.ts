/** The chat-with-ai conversation format (OpenAI chat-completions messages) and the caps on one request. */

export type ChatRole = 'system' | 'user' | 'assistant';

// Type aliases, not interfaces: they stay assignable to JSON types (the chat_messages content column).
export type TextPart = {
  type: 'text';
  text: string;
};

export type ImagePart = {
  type: 'image_url';
  image_url: { url: string; detail?: 'auto' | 'low' | 'high' };
};

export type ContentPart = TextPart | ImagePart;

export type ChatMessage = {
  role: ChatRole;
  content: string | ContentPart[];
};

const MIB = 1024 * 1024;

/** What chat-with-ai accepts in one request (SPEC §5/§9: images of 5 MB or less; the rest are our caps). */
export const CHAT_LIMITS = {
  bodyBytes: 8 * MIB,
  messages: 50,
  partsPerMessage: 10,
  /** Characters of one text (a message, or one text part). */
  textChars: 20_000,
  /** Characters of text in the whole conversation. */
  totalTextChars: 60_000,
  images: 4,
  /** Bytes of one image, decoded. */
  imageBytes: 5 * MIB,
  /** Turns the AI is shown: the server keeps the newest ones, so the browser sends no more. */
  historyTurns: 20,
} as const;

/**
 * What the browser puts in one request: the newest turns, photos only with the newest questions. Each
 * cap stays inside CHAT_LIMITS with room for the JSON around it (test/unit/contract checks the sums).
 */
export const CHAT_SEND_LIMITS = {
  messages: CHAT_LIMITS.historyTurns,
  images: 3,
  /** Data-URL characters of all photos in one request. */
  imageChars: 6_000_000,
  /** Characters of text in one request (older turns are left out past it). */
  textChars: 50_000,
} as const;

/** The image types chat-with-ai takes as base64 data URLs; anything else is converted first. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * SPEC §9's AI call, made by chat-with-ai (whose environment may name other models and a base URL) and by
 * the developer-only direct route. Both models are non-reasoning OpenAI models that accept `temperature`
 * and `max_tokens` (the GPT-5 family rejects both); gpt-4.1 reads photographed homework better.
 */
export const AI_CALL = {
  baseUrl: 'https://api.openai.com/v1',
  textModel: 'gpt-4.1-mini',
  visionModel: 'gpt-4.1',
  maxTokensText: 500,
  maxTokensImage: 1000,
  temperature: 0.7,
} as const;

/** SPEC §3: what an image-only question is sent to the AI with. */
export const IMAGE_ONLY_INSTRUCTION = 'Please analyze this homework image and help me solve it.';
