import { useState } from 'react';

/** What the accounts store's verbs answer: null, or the message to show. */
export interface ActionResult {
  error: string | null;
}

/**
 * A form's one server action: `busy` while it runs (a second submit is ignored), its error kept for the
 * form's message; `onDone` runs when it succeeded (and the form usually goes away).
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<ActionResult>, onDone: () => void): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await action();
    if (result.error === null) return onDone();
    setError(result.error);
    setBusy(false);
  };
  return { busy, error, run };
}
