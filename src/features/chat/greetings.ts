import { GREETINGS } from '@shared/contract/greetings.ts';
import type { Language } from '@shared/contract/languages.ts';
import type { Subject } from '@shared/contract/subjects.ts';

/**
 * The greeting each subject chip types out (SPEC §1), in each language (issue 21). The text lives in
 * the contract, one source with the server; this module is a lazy chunk of the chat.
 */
export const greetings: Record<Language, Record<Subject, string>> = GREETINGS;
