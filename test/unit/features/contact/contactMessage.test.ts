import { describe, expect, it } from 'vitest';
import {
  applyPrefill,
  contactBody,
  contactFailureText,
  contactPrefill,
  parseContactPayload,
} from '../../../../src/features/contact/contactMessage.ts';

const user = (metadata: Record<string, unknown>, email: string | null = 'ada@example.com') => ({
  id: 'u1',
  email,
  metadata,
});

describe('contact message', () => {
  it('prefills first and last name from the metadata, and the e-mail', () => {
    expect(contactPrefill(user({ firstName: 'Ada', lastName: 'Lovelace' }))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    expect(contactPrefill(user({ first_name: 'Ada' }))).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(contactPrefill(user({}, null))).toEqual({ name: '', email: '' });
    expect(contactPrefill(null)).toEqual({ name: '', email: '' });
  });

  it('a new prefill replaces empty or prefilled fields, never what the visitor typed', () => {
    const none = { name: '', email: '' };
    const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const form = { name: '', email: 'me@typed.org', subject: 's', message: 'm' };
    expect(applyPrefill(form, none, ada)).toEqual({ ...form, name: 'Ada Lovelace' });
    // Signing out takes the prefilled values away again.
    expect(applyPrefill({ ...ada, subject: 's', message: 'm' }, ada, none)).toEqual({
      name: '',
      email: '',
      subject: 's',
      message: 'm',
    });
  });

  it('sends trimmed fields with the clientId the server deduplicates on', () => {
    expect(
      contactBody({ name: ' Ada ', email: ' a@b.co ', subject: ' Hi ', message: ' Hello\n' }, 'id-1'),
    ).toEqual({
      clientId: 'id-1',
      name: 'Ada',
      email: 'a@b.co',
      subject: 'Hi',
      message: 'Hello',
    });
  });

  it('reads a queued payload back only when every field is text', () => {
    const form = { name: 'a', email: 'b', subject: 'c', message: 'd' };
    expect(parseContactPayload(form)).toEqual(form);
    expect(parseContactPayload({ ...form, message: 3 })).toBeNull();
    expect(parseContactPayload(null)).toBeNull();
  });

  it("SPEC §8's internal failure texts", () => {
    expect(contactFailureText(400, 'Bad Request', { error: 'Invalid email format' })).toBe(
      'Invalid email format',
    );
    expect(contactFailureText(500, 'Internal Server Error', {})).toBe('Failed to send message');
    expect(contactFailureText(502, 'Bad Gateway', null)).toBe('Server error: 502 Bad Gateway');
  });
});
