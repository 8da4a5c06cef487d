import { deleteDB, openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteChat,
  loadChat,
  renameChat,
  saveMessage,
} from '../../../../src/features/history/historyRepo.ts';
import {
  applyPull,
  NotOwner,
  readChats,
  readQueue,
  removeQueueItems,
} from '../../../../src/features/sync/localStore.ts';
import type { RemoteChat } from '../../../../src/features/sync/mapping.ts';
import { pendingChats, planPull, planPush } from '../../../../src/features/sync/merge.ts';
import {
  chatSyncItem,
  clearLocalData,
  closeAppDb,
  DB_NAME,
  openAppDb,
  type StoredChat,
  type StoredMessage,
} from '../../../../src/lib/db.ts';

afterEach(() => clearLocalData());

const owner = () => true;

const ME = 'user-1';
const chat = (id: string, at: number, title = id, account: string | null = ME): StoredChat => ({
  id,
  title,
  subject: null,
  createdAt: at,
  updatedAt: at,
  account,
});
/** A chat first saved by a signed-out visitor. */
const visitorChat = (id: string, at: number) => chat(id, at, id, null);
const msg = (
  id: string,
  chatId: string,
  at: number,
  kind: StoredMessage['kind'] = 'question',
): StoredMessage => ({
  id,
  chatId,
  role: kind === 'question' ? 'user' : 'assistant',
  kind,
  text: id,
  image: null,
  createdAt: at,
});
const remote = (id: string, at: number, title: string): RemoteChat => ({
  id,
  title,
  created_at: new Date(1).toISOString(),
  updated_at: new Date(at).toISOString(),
});
const keys = async () => (await readQueue()).map((i) => i.key).sort();

describe('every history write queues its change for the account (one transaction)', () => {
  it('a question or answer queues the chat and the message; a greeting or notice only the chat', async () => {
    await saveMessage(msg('g', 'c', 1, 'greeting'), chat('c', 1));
    expect(await keys()).toEqual(['chat:c']);
    await saveMessage(msg('q', 'c', 2), chat('c', 2));
    await saveMessage(msg('n', 'c', 3, 'notice'), chat('c', 3));
    await saveMessage(msg('a', 'c', 4, 'answer'), chat('c', 4));
    expect(await keys()).toEqual(['chat:c', 'message:a', 'message:q']);
  });

  it('a rename keeps the list order and stamps titleUpdatedAt newer than any earlier version', async () => {
    await saveMessage(msg('q', 'c', 5000), chat('c', 5000));
    const renamed = await renameChat('c', 'Algebra', 1000);
    expect(renamed).toMatchObject({ title: 'Algebra', updatedAt: 5000, titleUpdatedAt: 5001 });
    expect((await renameChat('c', 'Geometry', 9000))?.titleUpdatedAt).toBe(9000);
  });

  it('a delete drops what was waiting for that chat and queues the deletion', async () => {
    await saveMessage(msg('q', 'c', 1), chat('c', 1));
    await saveMessage(msg('q2', 'other', 1), chat('other', 1));
    const db = await openAppDb();
    await db.put('drafts', { id: 'c', text: 'half', image: null, updatedAt: 1 });
    await deleteChat('c');
    expect(await keys()).toEqual(['chat:other', 'delete:c', 'message:q2']);
    expect(await db.get('drafts', 'c')).toBeUndefined();
  });

  it('a pushed item is removed only if it was not queued again meanwhile', async () => {
    await saveMessage(msg('q', 'c', 1), chat('c', 1));
    const sent = await readQueue();
    await renameChat('c', 'New name'); // queues chat:c again, with a new rev
    await removeQueueItems(sent);
    expect(await keys()).toEqual(['chat:c']);
  });
});

describe('applying a pull', () => {
  it('creates new chats with their messages and takes newer titles, keeping local messages', async () => {
    await saveMessage(msg('local1', 'a', 100), chat('a', 100, 'Old title'));
    const plan = {
      create: [remote('b', 700, 'From phone')],
      update: [remote('a', 900, 'Renamed')],
      remove: [],
    };
    const messages = new Map([
      ['a', [msg('local1', 'a', 100), msg('remote2', 'a', 300, 'answer')]],
      ['b', [msg('b1', 'b', 600)]],
    ]);
    expect(await applyPull(plan, messages, owner, ME)).toEqual({ changed: ['b', 'a'], removed: [] });
    const a = await loadChat('a');
    expect(a?.chat).toMatchObject({ title: 'Renamed', titleUpdatedAt: 900, updatedAt: 300 });
    expect(a?.messages.map((m) => m.id)).toEqual(['local1', 'remote2']);
    const b = await loadChat('b');
    expect(b?.chat).toMatchObject({ title: 'From phone', updatedAt: 600 });
    expect(b?.messages.map((m) => m.text)).toEqual(['b1']);
    // Pulled data is on the server already: only the local write is queued.
    expect(await keys()).toEqual(['chat:a', 'message:local1']);
  });

  it('a rename made here after the plan keeps its title', async () => {
    await saveMessage(msg('q', 'a', 100), chat('a', 100, 'Old'));
    await renameChat('a', 'Mine', 2000);
    await applyPull({ create: [], update: [remote('a', 1500, 'Theirs')], remove: [] }, new Map(), owner, ME);
    expect((await loadChat('a'))?.chat.title).toBe('Mine');
  });

  it('removes chats deleted elsewhere, unless something of theirs was queued meanwhile', async () => {
    await saveMessage(msg('q', 'gone', 1), chat('gone', 1));
    await saveMessage(msg('q2', 'busy', 1), chat('busy', 1));
    const db = await openAppDb();
    await db.clear('syncQueue');
    await db.put('syncQueue', chatSyncItem('busy', ME));
    const result = await applyPull(
      { create: [], update: [], remove: ['gone', 'busy'] },
      new Map(),
      owner,
      ME,
    );
    expect(result.removed).toEqual(['gone']);
    expect(await loadChat('gone')).toBeNull();
    expect(await db.count('messages')).toBe(1);
    expect(await loadChat('busy')).not.toBeNull();
  });

  it('writes nothing once the account changed (signed out)', async () => {
    const plan = { create: [remote('b', 700, 'From phone')], update: [], remove: [] };
    await expect(applyPull(plan, new Map(), () => false, ME)).rejects.toBeInstanceOf(NotOwner);
    expect(await loadChat('b')).toBeNull();
  });
});

describe('upgrade from version 1', () => {
  it('keeps the history that is already on the device, device-only (nothing queued, no owner)', async () => {
    await closeAppDb();
    await deleteDB(DB_NAME);
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('chats', { keyPath: 'id' }).createIndex('byUpdated', 'updatedAt');
        db.createObjectStore('messages', { keyPath: 'id' }).createIndex('byChat', ['chatId', 'createdAt']);
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byCreated', 'createdAt');
        db.createObjectStore('drafts', { keyPath: 'id' });
      },
    });
    // A version 1 record: no owner.
    await v1.put('chats', { id: 'old', title: 'old', subject: null, createdAt: 1, updatedAt: 1 });
    await v1.put('messages', msg('q', 'old', 1));
    await v1.put('messages', msg('g', 'old', 0, 'greeting'));
    v1.close();
    expect(await keys()).toEqual([]);
    const old = await loadChat('old');
    expect(old?.messages).toHaveLength(2);
    expect(old?.chat.account).toBeNull();
    // A pull of whoever signs in later keeps it: it was never theirs, so it is not "deleted elsewhere".
    const plan = planPull(await readChats(), pendingChats(await readQueue()), [], ME);
    expect(plan.remove).toEqual([]);
    // Going on with it later does not make it the account's either.
    await saveMessage(msg('q2', 'old', 2), chat('old', 2));
    expect(await keys()).toEqual([]);
    expect((await loadChat('old'))?.chat.account).toBeNull();
  });
});

describe("a signed-out visitor's chats stay on this device only (issue 9)", () => {
  it('an anonymous chat is never queued, whatever is done with it, and a push would not send it', async () => {
    await saveMessage(msg('vq', 'visitor', 1), visitorChat('visitor', 1));
    await saveMessage(msg('va', 'visitor', 2, 'answer'), visitorChat('visitor', 2));
    await renameChat('visitor', 'Homework');
    await saveMessage(msg('mq', 'mine', 3), chat('mine', 3));
    expect(await keys()).toEqual(['chat:mine', 'message:mq']);
    // Even if an item of it were in the queue, the push plan drops it instead of sending it.
    const db = await openAppDb();
    await db.put('syncQueue', chatSyncItem('visitor', ME));
    const chats = new Map((await readChats()).map((c) => [c.id, c]));
    const plan = planPush(await readQueue(), chats, new Set(['visitor', 'mine']), ME);
    expect(plan.chats.map((c) => c.chatId)).toEqual(['mine']);
    expect(plan.obsolete.map((i) => i.key)).toEqual(['chat:visitor']);
    await deleteChat('visitor');
    expect(await keys()).toEqual(['chat:mine', 'message:mq']);
  });

  it("keeps the owner of the first save: a visitor's chat continued after signing in stays device-only", async () => {
    await saveMessage(msg('q1', 'c', 1), visitorChat('c', 1));
    await saveMessage(msg('q2', 'c', 2), chat('c', 2));
    expect((await loadChat('c'))?.chat.account).toBeNull();
    expect(await keys()).toEqual([]);
    await saveMessage(msg('q3', 'd', 3), chat('d', 3));
    const stored = await saveMessage(msg('q4', 'd', 4), visitorChat('d', 4));
    expect(stored.account).toBe(ME);
    expect(await keys()).toEqual(['chat:d', 'message:q3', 'message:q4']);
  });

  it('a pull with an empty server keeps the device-only chat', async () => {
    await saveMessage(msg('vq', 'visitor', 1), visitorChat('visitor', 1));
    const plan = planPull(await readChats(), pendingChats(await readQueue()), [], ME);
    expect(plan.remove).toEqual([]);
    // Even a plan that names it (stale or wrong) does not remove it.
    const result = await applyPull({ create: [], update: [], remove: ['visitor'] }, new Map(), owner, ME);
    expect(result.removed).toEqual([]);
    expect((await loadChat('visitor'))?.messages.map((m) => m.id)).toEqual(['vq']);
  });

  it('an owned chat missing on the server, with nothing queued, is still deleted', async () => {
    await saveMessage(msg('vq', 'visitor', 1), visitorChat('visitor', 1));
    await saveMessage(msg('mq', 'mine', 2), chat('mine', 2));
    await (await openAppDb()).clear('syncQueue'); // pushed earlier
    const plan = planPull(await readChats(), pendingChats(await readQueue()), [], ME);
    expect(plan.remove).toEqual(['mine']);
    expect((await applyPull(plan, new Map(), owner, ME)).removed).toEqual(['mine']);
    expect(await loadChat('mine')).toBeNull();
    expect(await loadChat('visitor')).not.toBeNull();
  });

  it('a chat first saved while the session was being restored is decided by its next save', async () => {
    await saveMessage(msg('g', 'u', 1, 'greeting'), { ...chat('u', 1), account: undefined });
    await saveMessage(msg('g2', 'v', 1, 'greeting'), { ...chat('v', 1), account: undefined });
    expect(await keys()).toEqual([]);
    expect(planPull(await readChats(), pendingChats([]), [], ME).remove).toEqual([]);
    await saveMessage(msg('q', 'u', 2), chat('u', 2));
    await saveMessage(msg('q2', 'v', 2), visitorChat('v', 2));
    await saveMessage(msg('q3', 'v', 3), chat('v', 3));
    expect((await loadChat('u'))?.chat.account).toBe(ME);
    expect((await loadChat('v'))?.chat.account).toBeNull();
    expect(await keys()).toEqual(['chat:u', 'message:q']);
  });

  it('a chat pulled from the account belongs to it', async () => {
    const plan = { create: [remote('b', 700, 'From phone')], update: [], remove: [] };
    await applyPull(plan, new Map([['b', [msg('b1', 'b', 600)]]]), owner, ME);
    expect((await loadChat('b'))?.chat.account).toBe(ME);
  });
});
