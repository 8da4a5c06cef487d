import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftsSettled,
  flushDraft,
  startDrafts,
} from '../../../../../src/features/chat/drafts/draftPersistence.ts';
import { loadDraft, saveDraft } from '../../../../../src/features/chat/drafts/draftRepo.ts';
import { useChatStore } from '../../../../../src/features/chat/state/chatStore.ts';
import { useComposerStore } from '../../../../../src/features/chat/state/composerStore.ts';
import { openChat, pickSubject, startNewChat } from '../../../../../src/features/chat/state/conversation.ts';
import { makeMessage } from '../../../../../src/features/chat/state/messages.ts';
import { addMessage } from '../../../../../src/features/chat/state/persist.ts';
import { clearLocalData, openAppDb } from '../../../../../src/lib/db.ts';

const PHOTO = 'data:image/jpeg;base64,/9j/AA==';
const type = (text: string) => useComposerStore.getState().setText(text);
const composer = () => {
  const { text, image } = useComposerStore.getState();
  return { text, image };
};
const settle = async () => {
  flushDraft();
  await draftsSettled();
};

// One story in order: the module keeps its state for the page's lifetime, like the app.
describe('composer drafts per chat (IndexedDB)', () => {
  beforeAll(async () => {
    await saveDraft({ id: 'new', text: 'from before the reload', image: PHOTO });
    startDrafts();
    await draftsSettled();
  });
  afterAll(() => clearLocalData());

  it("restores the new chat's draft (text and photo) when it starts", () => {
    expect(composer()).toEqual({ text: 'from before the reload', image: PHOTO });
  });

  it('saves what is typed, and an emptied composer removes the draft', async () => {
    type('Half a question');
    await settle();
    expect(await loadDraft('new')).toMatchObject({ text: 'Half a question', image: PHOTO });
    useComposerStore.getState().removeImage();
    type('');
    await draftsSettled(); // emptied: written at once, no flush needed
    expect(await loadDraft('new')).toBeUndefined();
  });

  it("moves the draft to the chat's id when the chat is saved (a subject's greeting)", async () => {
    type('What is a derivative?');
    await settle();
    await pickSubject('Math');
    await draftsSettled();
    const chatId = useChatStore.getState().chat.id;
    expect(await loadDraft('new')).toBeUndefined();
    expect(await loadDraft(chatId)).toMatchObject({ text: 'What is a derivative?' });
    expect(composer().text).toBe('What is a derivative?');
  });

  it('keeps each chat its own draft when switching', async () => {
    const mathChat = useChatStore.getState().chat.id;
    startNewChat();
    await draftsSettled();
    expect(composer()).toEqual({ text: '', image: null });
    type('A different question');
    await settle();
    await openChat(mathChat);
    await draftsSettled();
    expect(composer().text).toBe('What is a derivative?');
    startNewChat();
    await draftsSettled();
    expect(composer().text).toBe('A different question');
  });

  it('sending clears the draft', async () => {
    await addMessage(makeMessage('user', 'question', 'A different question'));
    type(''); // what submit does once the question is taken
    await draftsSettled();
    const db = await openAppDb();
    const left = await db.getAll('drafts');
    expect(left.map((d) => d.text)).toEqual(['What is a derivative?']);
  });

  it('sign-out (clearLocalData) empties the composer and leaves no draft behind', async () => {
    type('Private thoughts');
    await clearLocalData();
    await settle();
    expect(composer()).toEqual({ text: '', image: null });
    const db = await openAppDb();
    expect(await db.count('drafts')).toBe(0);
  });
});
