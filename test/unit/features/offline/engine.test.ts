import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DeliveryResult,
  drain,
  enqueue,
  forgetAll,
  type OutboxHandler,
  refreshUi,
  registerHandler,
  sendNow,
} from '../../../../src/features/offline/engine.ts';
import { getItem, listItems } from '../../../../src/features/offline/outboxRepo.ts';
import { queuedCount, queuedStatusOf, useOutboxUi } from '../../../../src/features/offline/outboxState.ts';
import { clearLocalData, type OutboxItem } from '../../../../src/lib/db.ts';

let online = true;
beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  // The retry timer must not fire between tests; nothing here waits for it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  forgetAll();
  await clearLocalData();
});

let seq = 0;
const item = (kind: OutboxItem['kind'], payload: unknown = {}): OutboxItem => {
  seq += 1;
  return { id: `item-${seq}`, kind, payload, createdAt: seq, attempts: 0, lastError: null };
};

/** A handler answering from a script, recording what it was given. */
function scripted(...answers: DeliveryResult[]) {
  const seen: Array<{ id: string; interactive: boolean }> = [];
  const handler: OutboxHandler = {
    ref: (i) => `ref-of-${i.id}`,
    async deliver(i, context) {
      seen.push({ id: i.id, interactive: context.interactive });
      return answers.shift() ?? { kind: 'done' };
    },
  };
  return { handler, seen };
}

const ui = () => useOutboxUi.getState();

describe('outbox engine', () => {
  it('puts an item on disk and shows it queued under its ref', async () => {
    const { handler } = scripted();
    registerHandler('contact', handler);
    const queued = item('contact');
    await enqueue(queued);
    expect(await getItem(queued.id)).toEqual(queued);
    expect(queuedStatusOf(`ref-of-${queued.id}`)(ui())).toBe('queued');
    expect(queuedCount('contact')(ui())).toBe(1);
    expect(queuedCount('chat')(ui())).toBe(0);
  });

  it('drains oldest first and removes what was delivered', async () => {
    const { handler, seen } = scripted();
    registerHandler('chat', handler);
    const first = item('chat');
    const second = item('chat');
    await enqueue(second);
    await enqueue(first);
    await drain({ force: true });
    expect(seen.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(seen.every((s) => !s.interactive)).toBe(true);
    expect(await listItems()).toEqual([]);
    expect(ui().items).toEqual({});
  });

  it('keeps an item that got no answer, counts the attempt and waits before trying again', async () => {
    const { handler, seen } = scripted({ kind: 'retry', error: 'FunctionsFetchError' });
    registerHandler('contact', handler);
    const queued = item('contact');
    await enqueue(queued);
    await drain({ force: true });
    expect(await getItem(queued.id)).toMatchObject({ attempts: 1, lastError: 'FunctionsFetchError' });
    expect(queuedStatusOf(`ref-of-${queued.id}`)(ui())).toBe('queued');
    // Inside its backoff wait: a normal drain (e.g. the tab becoming visible) leaves it alone.
    await drain();
    expect(seen).toHaveLength(1);
    // Back online (forced): tried again at once, and delivered.
    await drain({ force: true });
    expect(seen).toHaveLength(2);
    expect(await getItem(queued.id)).toBeUndefined();
  });

  it('stops a pass at the first network failure (the rest would fail too)', async () => {
    const { handler, seen } = scripted({ kind: 'retry', error: 'offline' });
    registerHandler('chat', handler);
    await enqueue(item('chat'));
    await enqueue(item('chat'));
    await drain({ force: true });
    expect(seen).toHaveLength(1);
    expect(await listItems()).toHaveLength(2);
  });

  it('retries by itself once the backoff wait is over', async () => {
    const { handler, seen } = scripted({ kind: 'retry', error: 'reset' });
    registerHandler('contact', handler);
    const queued = item('contact');
    await enqueue(queued);
    await drain({ force: true });
    expect(seen).toHaveLength(1);
    await vi.runOnlyPendingTimersAsync();
    await vi.waitFor(async () => expect(await getItem(queued.id)).toBeUndefined());
    expect(seen).toHaveLength(2);
  });

  it('sends nothing while the browser is offline', async () => {
    const { handler, seen } = scripted();
    registerHandler('contact', handler);
    const queued = item('contact');
    await enqueue(queued);
    online = false;
    await drain({ force: true });
    expect(await sendNow(queued.id)).toBe('queued');
    expect(seen).toEqual([]);
    expect(await getItem(queued.id)).toMatchObject({ attempts: 0 });
  });

  it('sendNow tries one item interactively and reports whether it settled', async () => {
    const { handler, seen } = scripted({ kind: 'retry', error: 'cut' }, { kind: 'done' });
    registerHandler('contact', handler);
    const queued = item('contact');
    await enqueue(queued);
    expect(await sendNow(queued.id)).toBe('queued');
    expect(await sendNow(queued.id)).toBe('done');
    expect(seen).toEqual([
      { id: queued.id, interactive: true },
      { id: queued.id, interactive: true },
    ]);
  });

  it('a held item stays without counting an attempt', async () => {
    const { handler } = scripted({ kind: 'hold' });
    registerHandler('chat', handler);
    const queued = item('chat');
    await enqueue(queued);
    await drain({ force: true });
    expect(await getItem(queued.id)).toMatchObject({ attempts: 0 });
    expect(queuedStatusOf(`ref-of-${queued.id}`)(ui())).toBe('queued');
  });

  it('keeps an item whose handler threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    registerHandler('contact', {
      deliver: async () => {
        throw new Error('boom');
      },
    });
    const queued = item('contact');
    await enqueue(queued);
    await drain({ force: true });
    expect(await getItem(queued.id)).toMatchObject({ attempts: 1, lastError: 'boom' });
  });

  it('drains requested while one runs fold into one more pass: each item is delivered once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[] = [];
    registerHandler('chat', {
      async deliver(i) {
        seen.push(i.id);
        await gate;
        return { kind: 'done' };
      },
    });
    const a = item('chat');
    const b = item('chat');
    await enqueue(a);
    await enqueue(b);
    const runs = [drain({ force: true }), drain({ force: true }), drain(), drain({ force: true })];
    release();
    await Promise.all(runs);
    expect(seen).toEqual([a.id, b.id]);
    expect(await listItems()).toEqual([]);
  });

  it('refreshUi mirrors what is on disk (e.g. after a reload)', async () => {
    const { handler } = scripted();
    registerHandler('contact', handler);
    const queued = item('contact');
    await enqueue(queued);
    useOutboxUi.getState().replaceAll({});
    await refreshUi();
    expect(queuedCount('contact')(ui())).toBe(1);
  });
});
