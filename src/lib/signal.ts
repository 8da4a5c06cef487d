/** A listener: what it returns is ignored, except a promise, which `emit` waits for. */
export type Listener<T> = (value: T) => unknown;

export interface Signal<T> {
  /** Adds a listener; the function returned removes it. */
  subscribe(listener: Listener<T>): () => void;
  /** Tells every listener; resolves when those that returned a promise have finished. */
  emit(value: T): Promise<void>;
}

/**
 * An in-page announcement ("the history changed", "local data was wiped") that a module makes without
 * knowing who listens: how a lower layer tells the features above it, and features tell each other,
 * without importing them.
 */
export function createSignal<T = void>(): Signal<T> {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async emit(value) {
      await Promise.all([...listeners].map((listener) => listener(value)));
    },
  };
}
