// The subject chips' names (SPEC §1 names them in English; issue 21 translates them). The server and
// the stored chats keep the English id (@shared/contract/subjects.ts); only the label changes.
import type { Subject } from '@shared/contract/subjects.ts';

export const subjectStrings = {
  Math: 'Math',
  Science: 'Science',
  Literature: 'Literature',
  Programming: 'Programming',
  Health: 'Health',
  History: 'History',
  Physics: 'Physics',
  Chemistry: 'Chemistry',
  Biology: 'Biology',
  Fitness: 'Fitness',
  Economics: 'Economics',
} as const satisfies Record<Subject, string>;
