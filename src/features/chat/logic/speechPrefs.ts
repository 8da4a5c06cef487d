/** Listen (issue 18): the voice and speed chosen on this device (localStorage; never synced). */
export interface SpeechPrefs {
  /** A SpeechSynthesisVoice's voiceURI, or null for the browser's default voice. */
  voice: string | null;
  rate: number;
}

export const SPEECH_PREFS_KEY = 'studymate.speech';
export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;
export const DEFAULT_SPEECH_PREFS: SpeechPrefs = { voice: null, rate: 1 };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The stored choice, read defensively (another version may have written something else). */
export function readSpeechPrefs(storage: Storage | undefined): SpeechPrefs {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(SPEECH_PREFS_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return DEFAULT_SPEECH_PREFS;
    const { voice, rate } = raw as Record<string, unknown>;
    return {
      voice: typeof voice === 'string' && voice !== '' ? voice : null,
      rate: SPEECH_RATES.includes(rate as (typeof SPEECH_RATES)[number]) ? (rate as number) : 1,
    };
  } catch {
    return DEFAULT_SPEECH_PREFS;
  }
}

export function writeSpeechPrefs(storage: Storage | undefined, prefs: SpeechPrefs): void {
  try {
    storage?.setItem(SPEECH_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}
