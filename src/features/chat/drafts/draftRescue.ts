import type { Draft } from '../../../lib/db.ts';

/**
 * A page being left (reload, tab closed) may not finish an IndexedDB write, so the draft pending at
 * that moment is also put in localStorage, synchronously. The next start moves it into IndexedDB.
 * Sign-out removes it with the rest of the local data.
 */
export const DRAFT_RESCUE_KEY = 'studymate.draftRescue';

type Rescued = Pick<Draft, 'id' | 'text' | 'image'>;

export function rescueDraft(draft: Rescued): void {
  try {
    localStorage.setItem(DRAFT_RESCUE_KEY, JSON.stringify(draft));
  } catch {
    try {
      // Over the storage quota with the photo: keep at least the text.
      localStorage.setItem(DRAFT_RESCUE_KEY, JSON.stringify({ ...draft, image: null }));
    } catch {
      // Storage blocked: the IndexedDB write is all there is.
    }
  }
}

export function takeRescuedDraft(): Rescued | null {
  try {
    const raw = localStorage.getItem(DRAFT_RESCUE_KEY);
    localStorage.removeItem(DRAFT_RESCUE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, text, image } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof text !== 'string') return null;
    return { id, text, image: typeof image === 'string' && image.startsWith('data:image/') ? image : null };
  } catch {
    return null;
  }
}

export function forgetRescuedDraft(): void {
  try {
    localStorage.removeItem(DRAFT_RESCUE_KEY);
  } catch {
    // Nothing stored.
  }
}
