import type { Usage } from '@shared/contract/usage.ts';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  badgeVisible,
  limitMessage,
  limitTooltip,
  sendDisabled,
  sendTooltip,
} from '../../../../src/features/usage/usageText.ts';

const anon = (used: number): Usage => ({ used, limit: 5, remaining: 5 - used, plan: 'anonymous' });
const free = (used: number): Usage => ({ used, limit: 5, remaining: 5 - used, plan: 'free' });

describe('usage badge (SPEC §9)', () => {
  it("reads 'N/limit left', and 'N/limit used' once nothing is left", () => {
    expect(badgeText(free(0))).toBe('5/5 left');
    expect(badgeText(free(4))).toBe('1/5 left');
    expect(badgeText(free(5))).toBe('5/5 used');
    expect(badgeText({ used: 151, limit: 150, remaining: 0, plan: 'gold' })).toBe('150/150 used');
  });

  it('shows when signed in, or when this browser has asked something', () => {
    expect(badgeVisible(true, free(0))).toBe(true);
    expect(badgeVisible(false, anon(0))).toBe(false);
    expect(badgeVisible(false, anon(1))).toBe(true);
    expect(badgeVisible(true, null)).toBe(false);
  });
});

describe('send button rules and tooltips (SPEC §5)', () => {
  const base = { busy: false, hasText: true, hasImage: false, usage: anon(0) };

  it("is disabled with nothing to send; 'Send message' otherwise", () => {
    expect(sendDisabled({ ...base, hasText: false })).toBe(true);
    expect(sendDisabled({ ...base, hasText: false, hasImage: true })).toBe(false);
    expect(sendDisabled(base)).toBe(false);
    expect(sendTooltip(base)).toBe('Send message');
  });

  it("is 'Stop AI response' and enabled while busy, even with no questions left", () => {
    const busy = { ...base, busy: true, hasText: false, usage: anon(5) };
    expect(sendDisabled(busy)).toBe(false);
    expect(sendTooltip(busy)).toBe('Stop AI response');
  });

  it("is disabled at the limit: 'Monthly limit reached (N questions)', plus ' - Sign up for more!' if anonymous", () => {
    expect(sendDisabled({ ...base, usage: anon(5) })).toBe(true);
    expect(sendTooltip({ ...base, usage: anon(5) })).toBe(
      'Monthly limit reached (5 questions) - Sign up for more!',
    );
    expect(sendTooltip({ ...base, usage: free(5) })).toBe('Monthly limit reached (5 questions)');
    expect(limitTooltip({ used: 150, limit: 150, remaining: 0, plan: 'gold' })).toBe(
      'Monthly limit reached (150 questions)',
    );
  });

  it('waits for a photo that is still being compressed', () => {
    expect(sendDisabled({ ...base, hasImage: true, preparing: true })).toBe(true);
  });

  it('unknown figures (not fetched yet) do not block sending', () => {
    expect(sendDisabled({ ...base, usage: null })).toBe(false);
  });
});

describe('limit messages (SPEC §8)', () => {
  it('suggests Gold or Diamond to a free user, Diamond to gold, and tomorrow to diamond', () => {
    expect(limitMessage('free', 5)).toBe(
      "⚠️ Daily limit reached! You've used all 5 questions for today.\n\nUpgrade to Gold (150 questions) or Diamond (500 questions) to keep learning today.",
    );
    expect(limitMessage('gold', 150)).toBe(
      "⚠️ Daily limit reached! You've used all 150 questions for today.\n\nUpgrade to Diamond (500 questions) to keep learning today.",
    );
    expect(limitMessage('diamond', 500)).toBe(
      "⚠️ Daily limit reached! You've used all 500 questions for today.\n\nYour limit will reset tomorrow.",
    );
  });

  it('tells an anonymous visitor to sign up', () => {
    expect(limitMessage('anonymous', 5)).toMatch(
      /^You've used all 5 questions for today\. Sign up for a free account to continue using StudyMate, or upgrade to Gold \(150 questions\) or Diamond \(500 questions\)/,
    );
  });
});
