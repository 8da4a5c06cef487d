// Issue 21: Arabic (right to left). The same keys as the English modules in src/lib/strings/ (tsc
// checks the shape, test/unit/lib/i18n/catalogue.test.ts the keys). A lazy chunk: only an Arabic reader
// loads it. Counts use Intl.PluralRules' Arabic forms (zero, one, two, few, many, other).
import type { Messages } from '../types.ts';
import { auth } from './ar/auth.ts';
import { chat } from './ar/chat.ts';
import { errors } from './ar/errors.ts';
import { page } from './ar/page.ts';
import { plans } from './ar/plans.ts';
import { shell } from './ar/shell.ts';
import { tutor } from './ar/tutor.ts';

export const ar: Messages = { ...shell, ...auth, ...chat, ...tutor, ...plans, ...errors, ...page };
