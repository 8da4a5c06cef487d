// Issue 17, above the composer (on the first paint; the rest of the tutor's strings, strings/tutor.ts,
// load with the chunks that use them).
export const tutorBarStrings = {
  /** Issue 17: the composer's mode switch (remembered on this device). */
  modeLegend: 'Answer style',
  modes: { explain: 'Explain', hint: 'Hint first' },
  modeTitles: {
    explain: 'The full explanation with the result',
    hint: 'One short hint first, so you can try it yourself',
  },
  checkWork: 'Check my work',
  checkWorkTitle: 'Give a problem and your answer; the tutor checks it',
} as const;
