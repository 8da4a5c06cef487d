/**
 * Which draft the composer is editing (pure). A chat that is not saved yet (no message) has the
 * draft 'new' — its random id would not survive a reload — and a saved chat has its own id.
 */
export const NEW_CHAT_DRAFT = 'new';

export interface DraftTarget {
  chatId: string;
  key: string;
}

export const draftTarget = (chatId: string, messageCount: number): DraftTarget => ({
  chatId,
  key: messageCount > 0 ? chatId : NEW_CHAT_DRAFT,
});

/**
 * same: nothing to do. adopt: the new chat just got its first message (a question or a subject's
 * greeting), so the text being typed moves from 'new' to the chat's id. switch: another chat opened
 * (or a new one started): the text stays with the chat it was typed in.
 */
export type DraftTransition = 'same' | 'adopt' | 'switch';

export function draftTransition(previous: DraftTarget, next: DraftTarget): DraftTransition {
  if (previous.key === next.key) return 'same';
  if (previous.key === NEW_CHAT_DRAFT && next.chatId === previous.chatId) return 'adopt';
  return 'switch';
}

export const isEmptyDraft = (draft: { text: string; image: string | null }): boolean =>
  draft.text === '' && draft.image === null;
