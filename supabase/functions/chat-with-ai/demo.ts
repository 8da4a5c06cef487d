/**
 * Demo mode (SPEC §4): with no AI key configured the function answers with a canned reply and a study
 * tip, except that a question the built-in solver recognises (issue 15) gets the solver's worked answer.
 */

import type { ChatMessage } from '../_shared/contract/chat.ts';
import { solve } from '../_shared/solver/index.ts';
import { lastQuestion } from './messages.ts';

/** Said under a solver answer so the student knows where it came from. */
export const SOLVER_NOTE =
  "_Worked out by StudyMate's built-in maths solver (the AI tutor is not connected in this demo)._";

export const DEMO_REPLIES = [
  "## Demo mode\n\nI'm running in **demo mode**, so I can't solve this one for real yet. Once an AI key is configured, I'll walk you through it step by step.",
  "## Let's get started\n\nThis is a **demo answer**: the AI tutor isn't connected yet. Try breaking your question into the parts you know and the part you need to find.",
  '## Demo tutor\n\nThe real tutor is offline in this demo. A good first step for any problem: write down what is given, what is asked, and which rule connects them, e.g. $a^2 + b^2 = c^2$.',
  "## Almost there\n\nYou're seeing a **demo reply**. When the AI service is configured, answers arrive with steps, worked examples and the final result.",
];

export const STUDY_TIPS = [
  'Explain the idea out loud in your own words: if you can teach it, you know it.',
  'Study in 25-minute blocks with 5-minute breaks to stay focused.',
  'Test yourself before re-reading: recalling an answer strengthens memory more than reviewing it.',
  'Mix different kinds of problems in one session instead of repeating the same type.',
  'Review new material again after one day, then after a week.',
];

/** A canned reply ending with a study tip; `pick` chooses the indexes (random by default). */
export function demoReply(pick: (n: number) => number = (n) => Math.floor(Math.random() * n)): string {
  const reply = DEMO_REPLIES[pick(DEMO_REPLIES.length)] ?? DEMO_REPLIES[0];
  const tip = STUDY_TIPS[pick(STUDY_TIPS.length)] ?? STUDY_TIPS[0];
  return `${reply}\n\n💡 **Study tip:** ${tip}`;
}

/**
 * The demo-mode answer: the solver's Markdown when it solves the question (within its usual time
 * budget), otherwise the canned reply with a study tip.
 */
export function demoAnswer(messages: ChatMessage[], pick?: (n: number) => number): string {
  const result = solve(lastQuestion(messages).text);
  return result.solved ? `${result.markdown}\n\n${SOLVER_NOTE}` : demoReply(pick);
}
