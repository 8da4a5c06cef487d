import { describe, expect, it } from 'vitest';
import {
  draftTarget,
  draftTransition,
  isEmptyDraft,
  NEW_CHAT_DRAFT,
} from '../../../../../src/features/chat/drafts/draftKey.ts';

describe('which draft the composer edits', () => {
  it("an unsaved chat uses 'new' (its id would not survive a reload), a saved one its id", () => {
    expect(draftTarget('c1', 0)).toEqual({ chatId: 'c1', key: NEW_CHAT_DRAFT });
    expect(draftTarget('c1', 2)).toEqual({ chatId: 'c1', key: 'c1' });
  });

  it("the new chat's first message adopts the draft; another chat is a switch", () => {
    expect(draftTransition(draftTarget('c1', 0), draftTarget('c1', 1))).toBe('adopt');
    expect(draftTransition(draftTarget('c1', 1), draftTarget('c1', 2))).toBe('same');
    expect(draftTransition(draftTarget('c1', 0), draftTarget('c2', 0))).toBe('same');
    expect(draftTransition(draftTarget('c1', 3), draftTarget('c2', 0))).toBe('switch');
    expect(draftTransition(draftTarget('c1', 0), draftTarget('c2', 4))).toBe('switch');
    expect(draftTransition(draftTarget('c1', 1), draftTarget('c2', 4))).toBe('switch');
  });

  it('a draft with no text and no photo is empty (whitespace is kept as typed)', () => {
    expect(isEmptyDraft({ text: '', image: null })).toBe(true);
    expect(isEmptyDraft({ text: ' ', image: null })).toBe(false);
    expect(isEmptyDraft({ text: '', image: 'data:image/jpeg;base64,AA' })).toBe(false);
  });
});
