import { onLocalDataCleared } from '../../../lib/db.ts';
import { useChatStore } from '../state/chatStore.ts';
import { useComposerStore } from '../state/composerStore.ts';
import { type DraftTarget, draftTarget, draftTransition, isEmptyDraft, NEW_CHAT_DRAFT } from './draftKey.ts';
import { deleteDraft, loadDraft, prepareDraftWrites, saveDraft } from './draftRepo.ts';
import { forgetRescuedDraft, rescueDraft, takeRescuedDraft } from './draftRescue.ts';

/**
 * Keeps the composer's text and photo in IndexedDB per chat, so a reload or an app kill loses
 * nothing: saved shortly after typing stops, at once when a photo changes or the composer empties
 * (a sent question), and at once when the page is hidden or left. Opening another chat saves this
 * chat's draft and shows that chat's.
 */
const SAVE_DELAY_MS = 300;

interface PendingSave {
  id: string;
  text: string;
  image: string | null;
  epoch: number;
}

let started = false;
let target: DraftTarget;
let pending: PendingSave | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Bumped when local data is wiped: writes queued before that must not land after it. */
let epoch = 0;
let applying = false;
/** The user typed since the chat changed: a draft still loading must not replace their text. */
let edited = false;
let loadSeq = 0;
/** Reads and writes in flight (draftsSettled waits for them). */
const inFlight = new Set<Promise<void>>();

const track = (work: Promise<void>): void => {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
};

/** Resolves once every draft read and write started so far is done. */
export async function draftsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

const currentTarget = (): DraftTarget => {
  const { chat, messages } = useChatStore.getState();
  return draftTarget(chat.id, messages.length);
};

/**
 * `urgent` (the page is being left) issues the write in this very task. Otherwise it starts a microtask
 * later, after any synchronous wipe listeners have run (a sign-out must not be followed by a draft).
 */
function write(save: PendingSave, urgent: boolean): void {
  const stillWanted = () => save.epoch === epoch;
  const saving = urgent
    ? saveDraft(save, stillWanted)
    : Promise.resolve().then(() => saveDraft(save, stillWanted));
  track(saving.catch((error: unknown) => console.warn('Could not save the draft on this device', error)));
}

/** Writes the pending draft now (`urgent`: the page is being hidden or left). */
export function flushDraft(urgent = false): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const save = pending;
  pending = null;
  if (!save) return;
  if (urgent) rescueDraft(save);
  write(save, urgent);
}

function schedule(text: string, image: string | null, immediately: boolean): void {
  pending = { id: target.key, text, image, epoch };
  if (immediately) flushDraft();
  else {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => flushDraft(), SAVE_DELAY_MS);
  }
}

function apply(text: string, image: string | null): void {
  applying = true;
  try {
    useComposerStore.setState({ text, image });
  } finally {
    applying = false;
  }
}

/** Set at start: the draft the last page left in localStorage, written to IndexedDB before any read. */
let rescued: Promise<void> = Promise.resolve();

function load(key: string): void {
  const seq = ++loadSeq;
  track(
    rescued
      .then(() => loadDraft(key))
      .then((draft) => {
        if (seq !== loadSeq || edited || target.key !== key || !draft) return;
        apply(draft.text, draft.image);
      })
      .catch((error: unknown) => console.warn('Could not read the draft', error)),
  );
}

function onChatChange(): void {
  const next = currentTarget();
  const transition = draftTransition(target, next);
  if (transition === 'same') return;
  if (transition === 'adopt') {
    target = next;
    if (pending) pending.id = next.key;
    const { text, image } = useComposerStore.getState();
    track(deleteDraft(NEW_CHAT_DRAFT).catch(() => undefined));
    if (!isEmptyDraft({ text, image })) schedule(text, image, true);
    return;
  }
  flushDraft();
  target = next;
  edited = false;
  apply('', null);
  load(next.key);
}

/** Starts draft persistence (idempotent; browser only). */
export function startDrafts(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  target = currentTarget();
  const left = takeRescuedDraft();
  rescued = left ? saveDraft(left).catch(() => undefined) : Promise.resolve();
  load(target.key);
  track(prepareDraftWrites().catch(() => undefined));
  useComposerStore.subscribe((state, previous) => {
    if (applying || (state.text === previous.text && state.image === previous.image)) return;
    edited = true;
    const draft = { text: state.text, image: state.image };
    schedule(draft.text, draft.image, state.image !== previous.image || isEmptyDraft(draft));
  });
  useChatStore.subscribe((state, previous) => {
    if (state.chat.id !== previous.chat.id || state.messages.length !== previous.messages.length) {
      onChatChange();
    }
  });
  addEventListener('pagehide', () => flushDraft(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDraft(true);
  });
  // Sign-out wiped the drafts: whatever was typed goes too.
  onLocalDataCleared(() => {
    epoch += 1;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
    forgetRescuedDraft();
    edited = false;
    target = currentTarget();
    loadSeq += 1;
    apply('', null);
  });
}
