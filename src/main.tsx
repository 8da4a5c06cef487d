import { LANGUAGE_INFO } from '@shared/contract/languages.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { buildId } from './app/buildInfo.ts';
import { replayEarlyInput, takeEarlyInput } from './app/earlyInput.ts';
import { isChatPath } from './app/routes.tsx';
import { startAuth } from './features/auth/startAuth.ts';
import { watchInstallOffer } from './features/install/installStore.ts';
import { startAccountSync } from './features/sync/startSync.ts';
import { openAppDb } from './lib/db.ts';
import { readInitialLanguage, useLanguageStore } from './lib/i18n/language.ts';
import { warmUpIntl } from './lib/i18n/warmUpIntl.ts';
import { parseHash } from './lib/router/hashPath.ts';
import { whenIdle } from './lib/whenIdle.ts';
import './styles/index.css';

document.documentElement.dataset.build = buildId;
// Before the load event: Chromium's install offer comes once the service worker is registered.
watchInstallOffer();

/**
 * Start-up in three tasks, not one: the modules' evaluation, then hydration, then the rest. A task that
 * long blocks input (Lighthouse's total blocking time, issue 20); between them the browser can paint and
 * handle a key. Input that comes before hydration is recorded by index.html's starter and replayed.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function render(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // index.html holds the chat screen pre-rendered at build time, in English: hydrate it on the chat
  // route, and start from scratch on any other route so the chat never flashes first. In another
  // language (issue 21), the English page goes at once and the app renders when its messages are in
  // (a precached lazy chunk).
  // What the student did on the pre-rendered page before this script ran, replayed once it is hydrated.
  const early = takeEarlyInput();
  const language = readInitialLanguage();
  if (language !== 'en') {
    root.replaceChildren();
    void useLanguageStore
      .getState()
      .setLanguage(language, { remember: false })
      .finally(() => createRoot(root).render(app));
  } else if (root.hasChildNodes() && isChatPath(parseHash(location.hash).path)) {
    hydrateRoot(root, app);
    void replayEarlyInput(early);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // index.html's head script hid the pre-rendered chat on another route or language; the root now
  // holds the right page, or nothing yet.
  delete document.documentElement.dataset.shell;
}

async function start(): Promise<void> {
  // ICU's locale data loads on a worker thread, not on the first tap that shows a date (the history).
  // First, so the worker has finished by the time a tap made before the app started opens the history.
  warmUpIntl(LANGUAGE_INFO[readInitialLanguage()].locale);
  // Every start reads IndexedDB (the open chat, drafts, the history): the browser opens the database
  // while the page hydrates, not after (lib/db.ts). A failure is reported by the first read that needs it.
  openAppDb().catch(() => undefined);
  await nextTask();
  // The starter may add this script before the body is parsed (a hidden tab, or another route or
  // language, start at once): the pre-rendered root must be there first.
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const root = document.getElementById('root');
  if (root) render(root);
  await nextTask();
  // Issue 21: signing in applies the account's language (a small lazy chunk; it also reads a session
  // restored before it arrives).
  void import('./features/language/accountLanguage.ts').then((m) => m.followAccountLanguage());

  // Restores the session after the first paint (supabase-js is loaded lazily); status is 'loading' until then.
  startAuth();
  // Signed-in users' chats follow them to their other devices (the engine itself is a lazy chunk).
  startAccountSync();

  /** After the page's load event; at once when it has passed (the app starts after the first frame). */
  const whenLoaded = (run: () => void) =>
    document.readyState === 'complete' ? setTimeout(run, 0) : addEventListener('load', run, { once: true });

  // The offline outbox (queued contact messages and questions) drains from a lazy chunk after load.
  whenLoaded(() => void import('./app/startOutbox.ts').then((m) => m.startOutbox()));

  // Off the critical path: the first paint never waits for the service worker or storage requests,
  // nor does a tap made during start-up (an offline start's first frames are the history's: issue 20).
  whenLoaded(() => whenIdle(() => void import('./app/afterLoad.ts').then((m) => m.afterLoad()), 3000));
}

void start();
