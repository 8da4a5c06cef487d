import type { ErrorCode } from '@shared/contract/errors.ts';
import { describe, expect, it } from 'vitest';
import {
  backendErrorText,
  directAiErrorText,
  usageFailureReason,
} from '../../../../src/features/chat/logic/errors.ts';

const http = (status: number, error?: string, code?: ErrorCode) =>
  ({ kind: 'http', status, ...(error ? { error } : {}), ...(code ? { code } : {}) }) as const;

describe("backend function errors (SPEC §8, prefixed 'Edge Function error: ')", () => {
  it('maps the statuses SPEC names', () => {
    expect(backendErrorText(http(413))).toBe(
      'Edge Function error: Image too large for processing. Please use a smaller image.',
    );
    expect(
      backendErrorText(
        http(400, 'Image is too large. Please use an image smaller than 5MB.', 'image_too_large'),
      ),
    ).toBe('Edge Function error: Image too large for processing. Please use a smaller image.');
    expect(backendErrorText(http(401, 'Invalid or expired session', 'unauthorized'))).toBe(
      'Edge Function error: Authentication error. Please try refreshing the page.',
    );
    expect(backendErrorText(http(404))).toBe(
      'Edge Function error: AI service temporarily unavailable. Please try again.',
    );
    expect(backendErrorText(http(500, 'Internal server error', 'internal'))).toBe(
      'Edge Function error: Server error occurred. Please try again in a moment.',
    );
    expect(backendErrorText({ kind: 'timeout' })).toBe(
      'Edge Function error: Request timed out. Please try with a smaller image.',
    );
    expect(
      backendErrorText(http(504, 'Request timed out. Please try with a smaller image.', 'ai_timeout')),
    ).toBe('Edge Function error: Request timed out. Please try with a smaller image.');
  });

  it("passes on the function's AI-mapping text for provider failures", () => {
    expect(
      backendErrorText(
        http(502, 'The AI provider quota is exceeded. Please check your plan usage and billing.', 'ai_quota'),
      ),
    ).toBe(
      'Edge Function error: The AI provider quota is exceeded. Please check your plan usage and billing.',
    );
    expect(
      backendErrorText(http(503, 'Rate limit exceeded. Please try again in a moment.', 'ai_rate_limit')),
    ).toBe('Edge Function error: Rate limit exceeded. Please try again in a moment.');
    expect(backendErrorText(http(503, 'Backend not configured', 'not_configured'))).toBe(
      'Edge Function error: Backend not configured',
    );
  });

  it('an answer without text, and no answer at all', () => {
    expect(backendErrorText({ kind: 'empty' })).toBe('No response from AI service');
    expect(backendErrorText({ kind: 'network' })).toMatch(/^Network error: Unable to connect to/);
  });

  it("recognises the function's usage-recording failures", () => {
    expect(usageFailureReason(http(500, 'Failed to record question', 'db_error'))).toBe(
      'Failed to record question',
    );
    expect(usageFailureReason(http(503, 'Database connection not available', 'db_unavailable'))).toBe(
      'Database connection not available',
    );
    expect(usageFailureReason(http(500, 'Internal server error', 'internal'))).toBeNull();
  });
});

describe('AI mapping on the direct route (SPEC §8)', () => {
  it('key, quota, rate limit, network, other and empty', () => {
    expect(directAiErrorText(http(401), 'invalid_api_key')).toMatch(/API key is invalid or missing/);
    expect(directAiErrorText(http(429), 'insufficient_quota')).toMatch(/quota is exceeded.*billing/);
    expect(directAiErrorText(http(429), 'rate_limit_exceeded')).toBe(
      'Rate limit exceeded. Please try again in a moment.',
    );
    expect(directAiErrorText({ kind: 'network' })).toBe(
      'Network error: Unable to connect to the AI provider.',
    );
    expect(directAiErrorText(http(500))).toBe('Failed to get response from AI. Please try again.');
    expect(directAiErrorText({ kind: 'empty' })).toBe('No response from AI service');
  });
});
