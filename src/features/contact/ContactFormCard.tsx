import { CONTACT_LIMITS as max } from '@shared/contract/contact.ts';
import { type FormEvent, useEffect } from 'react';
import { offlineStrings, contactStrings as s } from '../../lib/strings.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { authSelectors, useAuthStore } from '../auth/authStore.ts';
import { queuedCount, useOutboxUi } from '../offline/index.ts';
import { contactPrefill } from './contactMessage.ts';
import { useContactStore } from './contactStore.ts';

/** SPEC §2 Contact: 'Send us a Message' with the sending state, the banners and the queued note. */
export function ContactFormCard() {
  const user = useAuthStore(authSelectors.user);
  const form = useContactStore((st) => st.form);
  const status = useContactStore((st) => st.status);
  const queued = useOutboxUi(queuedCount('contact'));
  const sending = status === 'sending';

  useEffect(() => {
    useContactStore.getState().setPrefill(contactPrefill(user));
  }, [user]);
  useEffect(() => {
    useContactStore.getState().resetStatus();
  }, []);

  const { update, submit } = useContactStore.getState();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="card form" onSubmit={onSubmit} aria-busy={sending}>
      <h2 className="form__title">{s.formTitle}</h2>
      {status === 'success' && <Alert tone="success">{s.success}</Alert>}
      {status === 'error' && <Alert tone="error">{s.error}</Alert>}
      {queued > 0 && !sending && (
        <Alert tone="info">
          {queued === 1 ? offlineStrings.contactQueued : offlineStrings.contactQueuedMany(queued)}
        </Alert>
      )}
      <TextField
        label={s.name}
        autoComplete="name"
        required
        maxLength={max.name}
        disabled={sending}
        value={form.name}
        onChange={(e) => update({ name: e.target.value })}
      />
      <TextField
        label={s.email}
        type="email"
        autoComplete="email"
        required
        maxLength={max.email}
        disabled={sending}
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
      />
      <TextField
        label={s.subject}
        required
        maxLength={max.subject}
        disabled={sending}
        value={form.subject}
        onChange={(e) => update({ subject: e.target.value })}
      />
      <div className="field">
        <label htmlFor="contact-message" className="field__label">
          {s.message}
        </label>
        <textarea
          id="contact-message"
          className="field__input"
          rows={5}
          required
          maxLength={max.message}
          disabled={sending}
          value={form.message}
          onChange={(e) => update({ message: e.target.value })}
        />
      </div>
      <Button type="submit" block disabled={sending}>
        {sending ? s.sending : s.send}
      </Button>
    </form>
  );
}
