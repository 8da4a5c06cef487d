import { describe, expect, it } from 'vitest';
import { type BrowserTraits, isIos, needsIosInstallHint } from '../../../../src/features/install/platform.ts';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 329.0.3.29.120',
  // iPadOS 13+ asks for desktop pages: a Mac user agent, told apart by its touch screen.
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

const traits = (userAgent: string, more: Partial<BrowserTraits> = {}): BrowserTraits => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  ...more,
});

describe('install platform', () => {
  it('recognises iPhone and iPadOS, not a Mac or Android', () => {
    expect(isIos(traits(ua.iphoneSafari))).toBe(true);
    expect(isIos(traits(ua.ipadSafari))).toBe(true);
    expect(isIos(traits(ua.ipadSafari, { maxTouchPoints: 0 }))).toBe(false);
    expect(isIos(traits(ua.androidChrome))).toBe(false);
  });

  it('shows the Add to Home Screen hint only in iOS Safari outside the installed app', () => {
    expect(needsIosInstallHint(traits(ua.iphoneSafari))).toBe(true);
    expect(needsIosInstallHint(traits(ua.ipadSafari))).toBe(true);
    expect(needsIosInstallHint(traits(ua.iphoneSafari, { standalone: true }))).toBe(false);
    expect(needsIosInstallHint(traits(ua.iphoneChrome))).toBe(false);
    expect(needsIosInstallHint(traits(ua.iphoneInstagram))).toBe(false);
    expect(needsIosInstallHint(traits(ua.androidChrome))).toBe(false);
  });
});
