import { describe, expect, it } from 'vitest';
import {
  latestConversation,
  shownConversation,
  versionGroup,
  versionMeta,
} from '../../../../src/features/chat/logic/versions.ts';
import type { MessageMeta } from '../../../../src/lib/db.ts';

const m = (id: string, versionOf?: string): { id: string; meta?: MessageMeta } =>
  versionOf ? { id, meta: { versionOf } } : { id };
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe('message versions (regenerate, edit and re-ask)', () => {
  it('a conversation without versions shows as stored', () => {
    const list = [m('q1'), m('a1'), m('q2'), m('a2')];
    expect(ids(latestConversation(list))).toEqual(['q1', 'a1', 'q2', 'a2']);
    expect(shownConversation(list).every((s) => s.version === null)).toBe(true);
  });

  it('a regenerated answer replaces the old one, which stays reachable as 1/2', () => {
    const list = [m('q1'), m('a1'), m('a1b', 'a1')];
    expect(ids(latestConversation(list))).toEqual(['q1', 'a1b']);
    const shown = shownConversation(list);
    expect(shown[1]?.version).toEqual({ group: 'a1', index: 1, count: 2 });
    const older = shownConversation(list, { a1: 0 });
    expect(ids(older.map((s) => s.message))).toEqual(['q1', 'a1']);
    expect(older[1]?.version).toEqual({ group: 'a1', index: 0, count: 2 });
  });

  it('a third version counts from the first one (versionOf names the group, not the previous)', () => {
    const a2 = m('a1b', 'a1');
    const third = { id: 'a1c', meta: versionMeta(a2) };
    expect(versionGroup(third)).toBe('a1');
    const list = [m('q1'), m('a1'), a2, third];
    expect(shownConversation(list)[1]?.version).toEqual({ group: 'a1', index: 2, count: 3 });
  });

  it('an edited question replaces the tail after it; the old tail comes back with the old version', () => {
    const list = [m('q1'), m('a1'), m('q2'), m('a2'), m('a2b', 'a2'), m('q2e', 'q2'), m('a3')];
    expect(ids(latestConversation(list))).toEqual(['q1', 'a1', 'q2e', 'a3']);
    const old = shownConversation(list, { q2: 0 });
    expect(ids(old.map((s) => s.message))).toEqual(['q1', 'a1', 'q2', 'a2b']);
    expect(old[2]?.version).toEqual({ group: 'q2', index: 0, count: 2 });
    expect(old[3]?.version).toEqual({ group: 'a2', index: 1, count: 2 });
    expect(ids(shownConversation(list, { q2: 0, a2: 0 }).map((s) => s.message))).toEqual([
      'q1',
      'a1',
      'q2',
      'a2',
    ]);
  });

  it('new messages continue the newest conversation, and a choice out of range shows the newest', () => {
    const list = [m('q1'), m('a1'), m('q1e', 'q1'), m('a2'), m('q3'), m('a4')];
    expect(ids(latestConversation(list))).toEqual(['q1e', 'a2', 'q3', 'a4']);
    expect(ids(shownConversation(list, { q1: 7 }).map((s) => s.message))).toEqual(['q1e', 'a2', 'q3', 'a4']);
  });

  it('a version whose first version is missing (another device, a partial sync) is shown as a message', () => {
    const list = [m('q1'), m('a1b', 'gone')];
    expect(ids(latestConversation(list))).toEqual(['q1', 'a1b']);
  });

  it('reads a malformed mark defensively', () => {
    expect(versionGroup({ id: 'x', meta: { versionOf: 3 } })).toBe('x');
    expect(versionGroup({ id: 'x', meta: { versionOf: '' } })).toBe('x');
  });
});
