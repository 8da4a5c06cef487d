import { create } from 'zustand';
import { newId } from '../../lib/ids.ts';
import { loadOutbox } from '../offline/index.ts';
import { sendContactMessage } from './contactApi.ts';
import { onContactSettled } from './contactEvents.ts';
import { applyPrefill, type ContactForm, emptyContactForm } from './contactMessage.ts';
import { contactOutboxHandler } from './contactOutbox.ts';

/** SPEC §4 contact form: idle → sending → success or error. A queued message shows from the outbox. */
export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

type Prefill = Pick<ContactForm, 'name' | 'email'>;

interface ContactState {
  form: ContactForm;
  status: ContactStatus;
  /** The message the form is sending now (its outbox id and clientId). */
  pendingId: string | null;
  prefill: Prefill;
  update: (patch: Partial<ContactForm>) => void;
  /** The signed-in user's name and e-mail (SPEC §2); empty when signed out. */
  setPrefill: (prefill: Prefill) => void;
  /** Drops a banner left from an earlier visit. */
  resetStatus: () => void;
  submit: () => Promise<void>;
}

/** A fresh form: cleared, with the signed-in user's name and e-mail filled in again. */
const freshForm = (prefill: Prefill): ContactForm => ({ ...emptyContactForm(), ...prefill });

export const useContactStore = create<ContactState>((set, get) => {
  const settle = (id: string, ok: boolean) => {
    const mine = get().pendingId === id;
    if (ok)
      set(
        mine ? { status: 'success', pendingId: null, form: freshForm(get().prefill) } : { status: 'success' },
      );
    else set(mine ? { status: 'error', pendingId: null } : { status: 'error' });
  };
  onContactSettled(settle);

  return {
    form: emptyContactForm(),
    status: 'idle',
    pendingId: null,
    prefill: { name: '', email: '' },
    update: (patch) => set((s) => ({ form: { ...s.form, ...patch } })),
    setPrefill: (prefill) => set((s) => ({ prefill, form: applyPrefill(s.form, s.prefill, prefill) })),
    resetStatus: () => set((s) => (s.status === 'sending' ? {} : { status: 'idle' })),

    submit: async () => {
      if (get().status === 'sending') return;
      // SPEC §4: submitting resets the status to idle first.
      set({ status: 'idle' });
      const form = get().form;
      const id = newId();
      set({ status: 'sending', pendingId: id });
      let outbox: Awaited<ReturnType<typeof loadOutbox>>;
      try {
        outbox = await loadOutbox();
        outbox.registerHandler('contact', contactOutboxHandler);
        // On disk first: from here on the message survives a closed tab or a lost connection.
        await outbox.enqueue({
          id,
          kind: 'contact',
          payload: form,
          createdAt: Date.now(),
          attempts: 0,
          lastError: null,
        });
      } catch (error) {
        // No IndexedDB (private mode, quota), or the outbox could not load: one direct attempt.
        console.warn('Could not queue the contact message', error);
        const result = await sendContactMessage(form, id);
        settle(id, result.kind === 'sent');
        return;
      }
      const outcome = await outbox.sendNow(id);
      // Queued (offline or no answer): saved on this device, so the form is free for the next message.
      if (outcome === 'queued' && get().pendingId === id) {
        set({ status: 'idle', pendingId: null, form: freshForm(get().prefill) });
      }
    },
  };
});
