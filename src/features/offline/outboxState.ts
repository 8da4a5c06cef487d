import { create } from 'zustand';
import type { OutboxItem } from '../../lib/db.ts';

/**
 * What the screens show of the outbox (no IndexedDB here, so the chat's first paint can read it): each
 * queued item by its `ref` — the question's message id for a chat item, the item id otherwise.
 */
export type QueuedStatus = 'queued' | 'sending';

export interface QueuedEntry {
  kind: OutboxItem['kind'];
  ref: string;
  status: QueuedStatus;
}

interface OutboxUiState {
  /** By outbox item id. */
  items: Record<string, QueuedEntry>;
  show: (id: string, entry: QueuedEntry) => void;
  setStatus: (id: string, status: QueuedStatus) => void;
  remove: (id: string) => void;
  replaceAll: (items: Record<string, QueuedEntry>) => void;
}

export const useOutboxUi = create<OutboxUiState>((set) => ({
  items: {},
  show: (id, entry) => set((s) => ({ items: { ...s.items, [id]: entry } })),
  setStatus: (id, status) =>
    set((s) => {
      const entry = s.items[id];
      return entry ? { items: { ...s.items, [id]: { ...entry, status } } } : {};
    }),
  remove: (id) =>
    set((s) => {
      if (!(id in s.items)) return {};
      const { [id]: _gone, ...rest } = s.items;
      return { items: rest };
    }),
  replaceAll: (items) => set({ items }),
}));

/** The queued state of a question (by its message id), if it waits in the outbox. */
export const queuedStatusOf =
  (ref: string) =>
  (s: OutboxUiState): QueuedStatus | null => {
    for (const entry of Object.values(s.items)) if (entry.ref === ref) return entry.status;
    return null;
  };

/** How many items of a kind wait in the outbox. */
export const queuedCount =
  (kind: OutboxItem['kind']) =>
  (s: OutboxUiState): number =>
    Object.values(s.items).filter((entry) => entry.kind === kind).length;
