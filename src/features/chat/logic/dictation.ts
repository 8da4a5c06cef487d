/** Speak (issue 18): dictated words join what the student already typed, for editing before sending. */
export function withDictation(typed: string, spoken: string): string {
  const words = spoken.trim();
  if (!words) return typed;
  if (!typed) return words;
  return /\s$/.test(typed) ? `${typed}${words}` : `${typed} ${words}`;
}

/** One recognition result as the Web Speech API reports it (a list of alternatives, final or not). */
export interface HeardResult {
  isFinal: boolean;
  transcript: string;
}

/** The final words heard so far and the words still being heard (shown, not yet kept). */
export function heard(results: readonly HeardResult[]): { final: string; interim: string } {
  const join = (list: readonly HeardResult[]) =>
    list
      .map((r) => r.transcript.trim())
      .filter(Boolean)
      .join(' ');
  return { final: join(results.filter((r) => r.isFinal)), interim: join(results.filter((r) => !r.isFinal)) };
}
