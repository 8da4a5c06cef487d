import { readSpeechPrefs, type SpeechPrefs } from '../../logic/speechPrefs.ts';

/** Listen (issue 18): the browser's speech synthesis, one answer at a time. */
export const canSpeak = (): boolean =>
  typeof globalThis.speechSynthesis !== 'undefined' &&
  typeof globalThis.SpeechSynthesisUtterance === 'function';

let finishCurrent: (() => void) | null = null;

/** Reads `text` aloud; `onDone` runs once when it ends, fails or is stopped (or another answer starts). */
export function speak(text: string, prefs: SpeechPrefs, onDone: () => void): void {
  stopSpeaking();
  const synth = globalThis.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = prefs.rate;
  const voice = prefs.voice ? synth.getVoices().find((v) => v.voiceURI === prefs.voice) : undefined;
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    if (finishCurrent === finish) finishCurrent = null;
    onDone();
  };
  finishCurrent = finish;
  utterance.addEventListener('end', finish);
  utterance.addEventListener('error', finish);
  synth.speak(utterance);
}

export function stopSpeaking(): void {
  const finish = finishCurrent;
  finishCurrent = null;
  if (canSpeak()) globalThis.speechSynthesis.cancel();
  finish?.();
}

export const storedSpeechPrefs = (): SpeechPrefs =>
  readSpeechPrefs(typeof localStorage === 'undefined' ? undefined : localStorage);

/** The device's voices; some browsers fill the list a moment after the page loads. */
export function loadVoices(onVoices: (voices: SpeechSynthesisVoice[]) => void): () => void {
  if (!canSpeak()) return () => {};
  const synth = globalThis.speechSynthesis;
  const update = () => onVoices(synth.getVoices());
  update();
  synth.addEventListener('voiceschanged', update);
  return () => synth.removeEventListener('voiceschanged', update);
}
