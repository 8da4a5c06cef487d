import type { Subject } from '@shared/contract/subjects.ts';

/** The greeting each subject chip types out (SPEC §1). */
export const greetings: Record<Subject, string> = {
  Math: "Hi! I'm your Math tutor. Send me an equation, a word problem or a photo of your worksheet and we'll solve it step by step.",
  Science:
    "Hi! I'm your Science tutor. Ask me about experiments, concepts or homework questions and I'll explain the why behind them.",
  Literature:
    "Hi! I'm your Literature tutor. Share a passage, a poem or an essay question and we'll look at themes, style and structure together.",
  Programming:
    "Hi! I'm your Programming tutor. Paste your code or describe the problem and we'll debug and understand it together.",
  Health:
    "Hi! I'm your Health tutor. Ask about the human body, nutrition or wellbeing topics from your course.",
  History:
    "Hi! I'm your History tutor. Ask about events, causes and consequences, or get help structuring a history essay.",
  Physics:
    "Hi! I'm your Physics tutor. Send me a problem and we'll pick the right laws, draw the situation and solve it step by step.",
  Chemistry:
    "Hi! I'm your Chemistry tutor. Balancing equations, moles, reactions — send a question or a photo and we'll work through it.",
  Biology:
    "Hi! I'm your Biology tutor. Cells, genetics, ecology — ask away and I'll explain with clear examples.",
  Fitness:
    "Hi! I'm your Fitness tutor. Ask about training principles, anatomy for sport or planning a healthy routine.",
  Economics:
    "Hi! I'm your Economics tutor. Supply and demand, graphs, elasticity — send a question and we'll reason it out together.",
};
