import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteChat,
  listChats,
  loadChat,
  renameChat,
  saveMessage,
  searchChats,
} from '../../../../src/features/history/historyRepo.ts';
import {
  clearLocalData,
  DB_NAME,
  DB_VERSION,
  onLocalDataCleared,
  openAppDb,
  type StoredChat,
  type StoredMessage,
} from '../../../../src/lib/db.ts';

afterEach(() => clearLocalData());

const chat = (id: string, title: string, at: number): StoredChat => ({
  id,
  title,
  subject: null,
  createdAt: at,
  updatedAt: at,
});
const message = (
  chatId: string,
  text: string,
  at: number,
  role: 'user' | 'assistant' = 'user',
): StoredMessage => ({
  id: `${chatId}-${at}`,
  chatId,
  role,
  kind: role === 'user' ? 'question' : 'answer',
  text,
  image: null,
  createdAt: at,
});

describe('the IndexedDB database (src/lib/db.ts)', () => {
  it('has the chats, messages, outbox, drafts and syncQueue stores with their indexes', async () => {
    const db = await openAppDb();
    expect(db.name).toBe(DB_NAME);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['chats', 'drafts', 'messages', 'outbox', 'syncQueue']);
    const tx = db.transaction(['chats', 'messages', 'outbox', 'syncQueue'], 'readonly');
    expect([...tx.objectStore('syncQueue').indexNames]).toEqual(['byChat']);
    expect([...tx.objectStore('chats').indexNames]).toEqual(['byUpdated']);
    expect([...tx.objectStore('messages').indexNames]).toEqual(['byChat']);
    expect([...tx.objectStore('outbox').indexNames]).toEqual(['byCreated']);
    await tx.done;
  });

  it('clearLocalData wipes every store and tells the listeners', async () => {
    const db = await openAppDb();
    await saveMessage(message('c1', 'hello', 1), { ...chat('c1', 'hello', 1), account: 'user-1' });
    await db.put('outbox', {
      id: 'o1',
      kind: 'chat',
      payload: {},
      createdAt: 1,
      attempts: 0,
      lastError: null,
    });
    await db.put('drafts', { id: 'new', text: 'half a question', image: null, updatedAt: 1 });
    let told = 0;
    expect(await db.count('syncQueue')).toBeGreaterThan(0);
    const stop = onLocalDataCleared(() => told++);
    await clearLocalData();
    stop();
    for (const store of ['chats', 'messages', 'outbox', 'drafts', 'syncQueue'] as const)
      expect(await db.count(store)).toBe(0);
    expect(told).toBe(1);
  });
});

describe('chat history', () => {
  it('saves each message with its chat and lists chats newest first', async () => {
    await saveMessage(message('a', 'first', 10), chat('a', 'First chat', 10));
    await saveMessage(message('b', 'second', 20), chat('b', 'Second chat', 20));
    await saveMessage(message('a', 'more', 30, 'assistant'), {
      ...chat('a', 'First chat', 10),
      updatedAt: 30,
    });
    expect((await listChats()).map((c) => c.id)).toEqual(['a', 'b']);
    const loaded = await loadChat('a');
    expect(loaded?.chat.title).toBe('First chat');
    expect(loaded?.messages.map((m) => m.text)).toEqual(['first', 'more']);
    expect(await loadChat('missing')).toBeNull();
  });

  it('keeps messages in the order they were written, however many there are', async () => {
    const c = chat('long', 'Long', 0);
    for (let i = 1; i <= 300; i++) await saveMessage(message('long', `m${i}`, i), { ...c, updatedAt: i });
    const loaded = await loadChat('long');
    expect(loaded?.messages).toHaveLength(300);
    expect(loaded?.messages.at(0)?.text).toBe('m1');
    expect(loaded?.messages.at(-1)?.text).toBe('m300');
  });

  it('renames and deletes (with all of its messages, not other chats’)', async () => {
    await saveMessage(message('x', 'keep me', 1), chat('x', 'X', 1));
    await saveMessage(message('y', 'delete me', 2), chat('y', 'Y', 2));
    await saveMessage(message('y', 'me too', 3), chat('y', 'Y', 3));
    expect((await renameChat('x', 'Algebra homework'))?.title).toBe('Algebra homework');
    expect(await renameChat('nope', 'title')).toBeNull();
    await deleteChat('y');
    expect((await listChats()).map((c) => c.title)).toEqual(['Algebra homework']);
    const db = await openAppDb();
    expect((await db.getAll('messages')).map((m) => m.text)).toEqual(['keep me']);
  });

  it('finds chats by any word of their title or messages, ignoring case and accents', async () => {
    await saveMessage(message('p', 'What is photosynthesis?', 1), chat('p', 'Biology', 1));
    await saveMessage(message('q', 'Solve x² = 4', 2), chat('q', 'Quadratic équations', 2));
    expect(await searchChats('PHOTOSYNTHESIS')).toEqual(new Set(['p']));
    expect(await searchChats('equations')).toEqual(new Set(['q']));
    expect(await searchChats('solve 4')).toEqual(new Set(['q']));
    expect(await searchChats('chemistry')).toEqual(new Set());
  });
});
