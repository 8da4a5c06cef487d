import { GREETINGS } from '@shared/contract/greetings.ts';
import type { Subject } from '@shared/contract/subjects.ts';

/** The greeting each subject chip types out (SPEC §1); every language's are in the contract (issue 21). */
export const greetings: Record<Subject, string> = GREETINGS.en;
export { GREETINGS };
