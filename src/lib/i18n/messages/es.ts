// Issue 21: Spanish. The same keys as the English modules in src/lib/strings/ (tsc checks the shape,
// test/unit/lib/i18n/catalogue.test.ts the keys). A lazy chunk: only a Spanish reader loads it.
import type { Messages } from '../types.ts';
import { auth } from './es/auth.ts';
import { chat } from './es/chat.ts';
import { errors } from './es/errors.ts';
import { page } from './es/page.ts';
import { plans } from './es/plans.ts';
import { shell } from './es/shell.ts';
import { tutor } from './es/tutor.ts';

export const es: Messages = { ...shell, ...auth, ...chat, ...tutor, ...plans, ...errors, ...page };
