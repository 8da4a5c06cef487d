import { useState } from 'react';
import { ScreenLayout } from '../app/layout/ScreenLayout.tsx';
import { config } from '../lib/config.ts';
import { contactStrings as s, screenTitles } from '../lib/strings.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

export default function ContactScreen() {
  const [form, setForm] = useState({ name: '', email: '', subject: '', message: '' });
  const update = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <ScreenLayout title={screenTitles.contact} back="history" menu="info" width="wide">
      <div className="contact">
        <form className="card form" onSubmit={(e) => e.preventDefault()}>
          <h2 className="form__title">{s.formTitle}</h2>
          <TextField
            label={s.name}
            autoComplete="name"
            required
            value={form.name}
            onChange={(e) => update({ name: e.target.value })}
          />
          <TextField
            label={s.email}
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(e) => update({ email: e.target.value })}
          />
          <TextField
            label={s.subject}
            required
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
              value={form.message}
              onChange={(e) => update({ message: e.target.value })}
            />
          </div>
          <Button type="submit" block>
            {s.send}
          </Button>
        </form>
        <aside className="card contact__info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" className="form__title">
            {s.infoTitle}
          </h2>
          <p>
            {s.supportLabel}: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </p>
        </aside>
      </div>
    </ScreenLayout>
  );
}
