// Issue 21: the string catalogue in three languages. The typed modules in src/lib/strings/ are the
// English source and stay on the first paint; Spanish and Arabic are lazy chunks (./messages/es.ts,
// ./messages/ar.ts) with exactly the same shape (the type below, checked by tsc, and a unit test on the
// keys). Choosing a language writes its texts into the very objects every component already imports,
// and the app re-renders (docs/DECISIONS.md, "Languages (issue 21)").
import type { Language } from '@shared/contract/languages.ts';
import type { Messages } from './types.ts';

type Node = Record<string, unknown>;
const isBranch = (value: unknown): value is Node => typeof value === 'object' && value !== null;

function copy(node: Node): Node {
  const out: Node = Array.isArray(node) ? ([] as unknown as Node) : {};
  for (const [key, value] of Object.entries(node)) out[key] = isBranch(value) ? copy(value) : value;
  return out;
}

/** Writes `source`'s leaves into `target`, keeping `target`'s objects (other modules hold them). */
function assignInto(target: Node, source: Node): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isBranch(current) && isBranch(value)) assignInto(current, value);
    else target[key] = value;
  }
}

/**
 * Every string module, by its export name. Imported only when a language changes: the chat's first
 * paint holds just the string modules it uses, and the others stay in the lazy chunks that use them
 * (issue 20). The objects are the ones every component imports (one module instance each).
 */
const allStrings = () => import('./allStrings.ts') as unknown as Promise<Node>;

/** English as shipped, copied before the first other language is written in, to come back to. */
let englishCopy: Node | null = null;

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: () => import('./messages/es.ts').then((m) => m.es),
  ar: () => import('./messages/ar.ts').then((m) => m.ar),
};

let active: Language = 'en';

/** The language whose texts the catalogue holds now. */
export const catalogueLanguage = (): Language => active;

/** Loads a language's messages (a lazy chunk, precached by the service worker) and makes them current. */
export async function loadMessages(language: Language): Promise<void> {
  if (language === active) return;
  const [english, translation] = await Promise.all([
    allStrings(),
    language === 'en' ? null : (loaders[language]() as unknown as Promise<Node>),
  ]);
  englishCopy ??= copy(english);
  const messages = translation ?? englishCopy;
  // The live module namespace cannot be assigned to, but each exported object can.
  for (const [name, value] of Object.entries(messages)) {
    const target = english[name];
    if (isBranch(target) && isBranch(value)) assignInto(target, value);
  }
  active = language;
}
