import { describe, expect, it } from 'vitest';
import type { RemoteChat } from '../../../../src/features/sync/mapping.ts';
import {
  mergeChat,
  newMessages,
  pendingChats,
  planPull,
  planPush,
} from '../../../../src/features/sync/merge.ts';
import {
  chatSyncItem,
  deleteSyncItem,
  messageSyncItem,
  type StoredChat,
  type StoredMessage,
} from '../../../../src/lib/db.ts';

const ME = 'user-1';
const local = (id: string, updatedAt: number, title = id, titleUpdatedAt?: number): StoredChat => ({
  id,
  title,
  subject: 'Math',
  createdAt: 100,
  updatedAt,
  account: ME,
  ...(titleUpdatedAt === undefined ? {} : { titleUpdatedAt }),
});
/** A chat made by a signed-out visitor on this device (or history from before accounts synced). */
const deviceOnly = (id: string, account?: null): StoredChat => ({ ...local(id, 1), account });
const remote = (id: string, updatedAt: number, title = `${id} (remote)`): RemoteChat => ({
  id,
  title,
  created_at: new Date(100).toISOString(),
  updated_at: new Date(updatedAt).toISOString(),
});
const msg = (id: string, chatId: string, createdAt: number): StoredMessage => ({
  id,
  chatId,
  role: 'user',
  kind: 'question',
  text: id,
  image: null,
  createdAt,
});
const none = pendingChats([]);
const chatsById = (...chats: StoredChat[]) => new Map(chats.map((c) => [c.id, c]));

describe('pull: titles (last writer wins by updated time)', () => {
  it('takes the remote title when the server copy is newer than every local change', () => {
    const plan = planPull([local('a', 1000)], none, [remote('a', 2000)], ME);
    expect(plan.update.map((c) => c.id)).toEqual(['a']);
    expect(mergeChat(local('a', 1000), remote('a', 2000), [], ME)).toMatchObject({
      title: 'a (remote)',
      titleUpdatedAt: 2000,
      updatedAt: 1000,
      subject: 'Math',
    });
  });

  it('keeps the local title when it is as new or newer (a rename here counts by titleUpdatedAt)', () => {
    expect(planPull([local('a', 2000)], none, [remote('a', 2000)], ME).update).toEqual([]);
    expect(planPull([local('a', 1000, 'mine', 3000)], none, [remote('a', 2000)], ME).update).toEqual([]);
    expect(planPull([local('a', 1000, 'mine', 1500)], none, [remote('a', 2000)], ME).update).toHaveLength(1);
  });

  it('creates chats that exist only on the server, ordered by their last message', () => {
    const plan = planPull([], none, [remote('b', 9000)], ME);
    expect(plan.create.map((c) => c.id)).toEqual(['b']);
    const created = mergeChat(undefined, remote('b', 9000), [msg('m1', 'b', 400), msg('m2', 'b', 800)], ME);
    expect(created).toEqual({
      id: 'b',
      title: 'b (remote)',
      subject: null,
      createdAt: 100,
      updatedAt: 800,
      titleUpdatedAt: 9000,
      account: ME,
    });
    expect(mergeChat(undefined, remote('b', 9000), [], ME).updatedAt).toBe(9000);
  });
});

describe('pull: deletions', () => {
  it('deletes a local chat missing on the server only when nothing of it waits to be pushed', () => {
    const chats = [local('gone', 1), local('unsent', 1), local('kept', 1)];
    const queue = [messageSyncItem({ id: 'm', chatId: 'unsent' }, ME)];
    const plan = planPull(chats, pendingChats(queue), [remote('kept', 1)], ME);
    expect(plan.remove).toEqual(['gone']);
  });

  it('does not pull back a chat whose deletion is queued here', () => {
    const plan = planPull([], pendingChats([deleteSyncItem('x', ME)]), [remote('x', 5)], ME);
    expect(plan).toEqual({ create: [], update: [], remove: [] });
  });
});

describe('messages: union by id', () => {
  it('adds only messages this device does not have, once each', () => {
    const incoming = [msg('m1', 'a', 1), msg('m2', 'a', 2), msg('m2', 'a', 2), msg('m3', 'a', 3)];
    expect(newMessages(new Set(['m1']), incoming).map((m) => m.id)).toEqual(['m2', 'm3']);
  });

  it('a newer message moves a merged chat up', () => {
    expect(mergeChat(local('a', 1000), remote('a', 2000), [msg('m9', 'a', 1800)], ME).updatedAt).toBe(1800);
  });
});

describe('push plan', () => {
  it('sends deletions, groups the rest per chat, waits for chats without a question or answer', () => {
    const queue = [
      chatSyncItem('a', ME),
      messageSyncItem({ id: 'm1', chatId: 'a' }, ME),
      chatSyncItem('greetingOnly', ME),
      chatSyncItem('vanished', ME),
      deleteSyncItem('d', ME),
    ];
    const plan = planPush(queue, chatsById(local('a', 1), local('greetingOnly', 1)), new Set(['a']), ME);
    expect(plan.deletes.map((i) => i.chatId)).toEqual(['d']);
    expect(plan.chats).toEqual([{ chatId: 'a', items: [queue[0], queue[1]] }]);
    expect(plan.obsolete.map((i) => i.key)).toEqual(['chat:vanished']);
  });

  it('never sends a device-only chat, nor anything queued for another account', () => {
    const queue = [
      chatSyncItem('visitor', ME),
      messageSyncItem({ id: 'm1', chatId: 'visitor' }, ME),
      chatSyncItem('old', ME),
      chatSyncItem('theirs', 'user-2'),
      deleteSyncItem('theirsGone', 'user-2'),
      chatSyncItem('mine', ME),
    ];
    const chats = chatsById(
      deviceOnly('visitor', null),
      deviceOnly('old'),
      local('theirs', 1),
      local('mine', 1),
    );
    const plan = planPush(queue, chats, new Set(['visitor', 'old', 'theirs', 'mine']), ME);
    expect(plan.deletes).toEqual([]);
    expect(plan.chats).toEqual([{ chatId: 'mine', items: [queue[5]] }]);
    expect(plan.obsolete.map((i) => i.key)).toEqual([
      'chat:visitor',
      'message:m1',
      'chat:old',
      'chat:theirs',
      'delete:theirsGone',
    ]);
  });
});

describe('device-only chats (made by a signed-out visitor)', () => {
  it('a pull never removes them, even with nothing queued and an empty server', () => {
    const chats = [deviceOnly('visitor', null), deviceOnly('fromVersion1'), local('mine', 1)];
    expect(planPull(chats, none, [], ME)).toEqual({ create: [], update: [], remove: ['mine'] });
  });

  it('a chat of another account is not removed by the pull of this account either', () => {
    const theirs: StoredChat = { ...local('theirs', 1), account: 'user-2' };
    expect(planPull([theirs], none, [], ME).remove).toEqual([]);
  });

  it('a known chat keeps its owner when the version of the server is taken', () => {
    expect(mergeChat(deviceOnly('v', null), remote('v', 2000), [], ME).account).toBeNull();
  });
});
