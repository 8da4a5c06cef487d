import type { IDBPDatabase } from 'idb';
import { type Draft, openAppDb, type StudyMateDB } from '../../../lib/db.ts';
import { isEmptyDraft } from './draftKey.ts';

/** Composer drafts in IndexedDB (store `drafts`, one per chat id or 'new'). */

export async function loadDraft(id: string): Promise<Draft | undefined> {
  const db = await openAppDb();
  return db.get('drafts', id);
}

/**
 * Writes a draft, or removes it when it is empty. `stillWanted` is checked right before the write
 * (a sign-out in between wipes the database, and the draft must not come back after it).
 */
export async function saveDraft(
  draft: Pick<Draft, 'id' | 'text' | 'image'>,
  stillWanted: () => boolean = () => true,
  now = Date.now(),
): Promise<void> {
  const write = (db: IDBPDatabase<StudyMateDB>) =>
    isEmptyDraft(draft)
      ? db.delete('drafts', draft.id)
      : db.put('drafts', { id: draft.id, text: draft.text, image: draft.image, updatedAt: now });
  if (opened && stillWanted()) {
    try {
      await write(opened);
      return;
    } catch (error) {
      // Closed since (another tab upgraded the database): open it again below.
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
      opened = null;
    }
  }
  const db = await openAppDb();
  if (stillWanted()) await write(db);
}

/**
 * The open connection, once known: with it a save issues its write in the same task (a page being
 * left — reload, pagehide — may not run another one).
 */
let opened: IDBPDatabase<StudyMateDB> | null = null;

export async function prepareDraftWrites(): Promise<void> {
  opened = await openAppDb();
  opened.addEventListener('close', () => {
    opened = null;
  });
}

export async function deleteDraft(id: string): Promise<void> {
  const db = await openAppDb();
  await db.delete('drafts', id);
}
