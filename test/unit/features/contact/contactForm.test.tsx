import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../src/features/auth/authStore.ts';
import { ContactFormCard } from '../../../../src/features/contact/ContactFormCard.tsx';
import { useContactStore } from '../../../../src/features/contact/contactStore.ts';
import { drain, forgetAll } from '../../../../src/features/offline/engine.ts';
import { listItems } from '../../../../src/features/offline/outboxRepo.ts';
import { clearLocalData } from '../../../../src/lib/db.ts';

// No backend in unit tests: the form posts to SPEC's local fallback /api/contact (the network is stubbed).
let online = true;
let answer: (body: unknown) => Promise<Response>;
const posted: unknown[] = [];

beforeEach(() => {
  online = true;
  posted.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  answer = async () => new Response('{"ok":true}', { status: 200 });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    posted.push(body);
    return answer(body);
  });
  useAuthStore.getState().setSignedOut();
  useContactStore.setState({
    form: { name: '', email: '', subject: '', message: '' },
    status: 'idle',
    pendingId: null,
    prefill: { name: '', email: '' },
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  forgetAll();
  await clearLocalData();
});

async function fillAndSend(): Promise<void> {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Hello');
  await user.type(screen.getByLabelText('Message'), 'A question');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('contact form (SPEC §2, §4)', () => {
  it('disables button and fields while sending, then thanks and clears', async () => {
    let release: (r: Response) => void = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    render(<ContactFormCard />);
    await fillAndSend();
    const button = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    }
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(button.disabled).toBe(true);
    await act(async () => release(new Response('{"ok":true}', { status: 200 })));
    await screen.findByText("Thank you for your message! We'll get back to you soon.");
    expect([value('Name'), value('Email'), value('Subject'), value('Message')]).toEqual(['', '', '', '']);
    expect(posted).toEqual([
      expect.objectContaining({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A question',
      }),
    ]);
    expect(await listItems()).toEqual([]);
  });

  it("a refusal shows SPEC's error banner and keeps the fields", async () => {
    answer = async () => new Response('{"error":"Invalid email format"}', { status: 400 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ContactFormCard />);
    await fillAndSend();
    await screen.findByText('Something went wrong. Please try again later.');
    expect(value('Message')).toBe('A question');
    expect(await listItems()).toEqual([]);
  });

  it('offline: saved in the outbox, shown as queued, sent once back online with the same clientId', async () => {
    online = false;
    render(<ContactFormCard />);
    await fillAndSend();
    await screen.findByText("Your message is saved and will be sent when you're back online.");
    expect(value('Message')).toBe('');
    expect(posted).toEqual([]);
    const [item] = await listItems();
    expect(item).toMatchObject({ kind: 'contact', attempts: 0 });
    online = true;
    await act(() => drain({ force: true }));
    await screen.findByText("Thank you for your message! We'll get back to you soon.");
    expect(screen.queryByText("Your message is saved and will be sent when you're back online.")).toBeNull();
    expect(posted).toEqual([expect.objectContaining({ clientId: item?.id })]);
  });

  it('prefills a signed-in user and fills the form again after a success', async () => {
    useAuthStore.getState().setSignedIn({
      id: 'u1',
      email: 'grace@example.com',
      metadata: { firstName: 'Grace', lastName: 'Hopper' },
    });
    render(<ContactFormCard />);
    await waitFor(() => expect(value('Name')).toBe('Grace Hopper'));
    expect(value('Email')).toBe('grace@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText("Thank you for your message! We'll get back to you soon.");
    expect([value('Name'), value('Email'), value('Subject'), value('Message')]).toEqual([
      'Grace Hopper',
      'grace@example.com',
      '',
      '',
    ]);
  });
});
