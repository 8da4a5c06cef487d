/**
 * SPEC §8 "AI mapping": how the AI provider failed (each has an `ai_*` error code) and the text for each.
 * chat-with-ai answers with these texts; the developer-only direct route shows them itself. (Its own
 * file: the app's string catalogue reads it on the first paint, the chat caps are not needed there.)
 */
export type AiFailure =
  | 'key'
  | 'quota'
  | 'rate_limit'
  | 'network'
  | 'timeout'
  | 'bad_request'
  | 'other'
  | 'empty';

export const AI_FAILURE_TEXT: Readonly<Record<AiFailure, string>> = {
  key: 'The AI provider API key is invalid or missing. Please check the AI configuration.',
  quota: 'The AI provider quota is exceeded. Please check your plan usage and billing.',
  rate_limit: 'Rate limit exceeded. Please try again in a moment.',
  network: 'Network error: Unable to connect to the AI provider.',
  timeout: 'Request timed out. Please try with a smaller image.',
  bad_request: 'The AI service could not process this question. Please rephrase it or use another image.',
  other: 'Failed to get response from AI. Please try again.',
  empty: 'No response from AI service',
};
