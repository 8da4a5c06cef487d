import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPEECH_PREFS,
  readSpeechPrefs,
  SPEECH_PREFS_KEY,
  writeSpeechPrefs,
} from '../../../../src/features/chat/logic/speechPrefs.ts';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe('speech prefs: voice and speed remembered per device', () => {
  it('round-trips a choice', () => {
    const storage = memory();
    writeSpeechPrefs(storage, { voice: 'Google UK English Female', rate: 1.25 });
    expect(readSpeechPrefs(storage)).toEqual({ voice: 'Google UK English Female', rate: 1.25 });
  });

  it('falls back to the default on nothing, junk or an unknown speed', () => {
    const storage = memory();
    expect(readSpeechPrefs(storage)).toEqual(DEFAULT_SPEECH_PREFS);
    storage.setItem(SPEECH_PREFS_KEY, '{not json');
    expect(readSpeechPrefs(storage)).toEqual(DEFAULT_SPEECH_PREFS);
    storage.setItem(SPEECH_PREFS_KEY, JSON.stringify({ voice: 3, rate: 9 }));
    expect(readSpeechPrefs(storage)).toEqual(DEFAULT_SPEECH_PREFS);
    expect(readSpeechPrefs(undefined)).toEqual(DEFAULT_SPEECH_PREFS);
  });
});
