import { type HeardResult, heard } from '../../logic/dictation.ts';

/** The parts of the Web Speech API's SpeechRecognition this app uses (not in TypeScript's DOM types). */
interface Recognition extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
}
interface RecognitionResultEvent extends Event {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
type RecognitionClass = new () => Recognition;

export function recognitionClass(): RecognitionClass | null {
  const g = globalThis as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return g.SpeechRecognition ?? g.webkitSpeechRecognition ?? null;
}

export interface DictationHandlers {
  /** The words heard so far: final ones, and those still being recognised. */
  onHeard: (final: string, interim: string) => void;
  onEnd: (failed: boolean) => void;
}

/** Starts listening in the page's language; returns a stop function. */
export function startDictation(handlers: DictationHandlers): () => void {
  const Recognition = recognitionClass();
  if (!Recognition) {
    handlers.onEnd(true);
    return () => {};
  }
  const recognition = new Recognition();
  recognition.lang = document.documentElement.lang || navigator.language || 'en';
  recognition.continuous = true;
  recognition.interimResults = true;
  let failed = false;
  recognition.addEventListener('result', (event) => {
    const results: HeardResult[] = Array.from((event as RecognitionResultEvent).results, (r) => ({
      isFinal: r.isFinal,
      transcript: r[0]?.transcript ?? '',
    }));
    const words = heard(results);
    handlers.onHeard(words.final, words.interim);
  });
  recognition.addEventListener('error', (event) => {
    const error = (event as Event & { error?: string }).error;
    // 'aborted' and 'no-speech' are the student stopping or staying silent, not a failure.
    if (error !== 'aborted' && error !== 'no-speech') failed = true;
  });
  recognition.addEventListener('end', () => handlers.onEnd(failed));
  try {
    recognition.start();
  } catch {
    handlers.onEnd(true);
  }
  return () => recognition.stop();
}
