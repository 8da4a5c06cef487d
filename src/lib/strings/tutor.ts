// Checked answers (issue 16) and tutor modes (issue 17). The issues' own wording where they give it.
export const tutorStrings = {
  /** Issue 16: an answer whose result the solver confirmed. */
  checked: '✓ Checked',
  checkedLabel: (result: string) => `Checked: our solver got the same result, ${result}`,
  checkedTitle: (problem: string, result: string) =>
    `Our solver solved “${problem}” and got the same result: ${result}`,
  /** Issue 16's note for a disputed answer ({result} is the solver's, shown as math). */
  disputed: (result: string) => `Our solver got ${result} — check step by step before you rely on this.`,
  disputedLabel: 'Answer check',

  /** The Check my work dialog. */
  problemLabel: 'Problem',
  problemPlaceholder: 'e.g. Solve 3x − 5 = 16',
  attemptLabel: 'Your working or final answer',
  attemptPlaceholder: '3x = 21\nx = 6',
  attemptHint: 'Your last line is read as your final answer.',
  photoNote: 'Your attached photo goes with it.',
  needWork: 'Write the problem and your answer, or attach a photo of your working first.',
  submitWork: 'Check it',
  cancel: 'Cancel',
  /** The question the chat shows (and the tutor reads) for Check my work. */
  workQuestion: (problem: string, attempt: string) =>
    ['Please check my work.', problem ? `Problem: ${problem}` : '', attempt ? `My work:\n${attempt}` : '']
      .filter(Boolean)
      .join('\n\n'),
  /** The solver's verdict on the student's final answer, on the tutor's reply. */
  verdicts: {
    correct: '✓ Your final answer is right',
    incorrect: '✗ Your final answer is not right yet',
  },

  /** Issue 17: under a hint (or a next step). */
  hintActionsLabel: 'Hints',
  anotherHint: 'Another hint',
  nextStep: 'Show the next step',
  fullSolution: 'Show the full solution',

  /** Issue 17: next-question suggestion chips. */
  suggestionsLabel: 'Ask next',
  suggestionLabel: (question: string) => `Ask: ${question}`,
} as const;
