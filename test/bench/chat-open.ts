import type { Page } from 'playwright-core';
import type { StoredChat, StoredMessage } from '../../src/lib/db.ts';
import { chatBenchEnv, median, seedHistoryScript } from './support/chatBench.ts';
import type { Bench } from './types.ts';

const MESSAGES = 1000;
const RUNS = 5;

/** A 1,000-message chat: questions and markdown answers with math. */
function longChat(count: number): { chats: StoredChat[]; messages: StoredMessage[] } {
  const start = Date.now() - count * 60_000;
  const chat: StoredChat = {
    id: 'bench-chat',
    title: 'A very long chat',
    subject: 'Math',
    createdAt: start,
    updatedAt: Date.now(),
  };
  const messages = Array.from({ length: count }, (_, i): StoredMessage => {
    const question = i % 2 === 0;
    const n = (i >> 1) + 1;
    return {
      id: `bench-${i}`,
      chatId: chat.id,
      role: question ? 'user' : 'assistant',
      kind: question ? 'question' : 'answer',
      image: null,
      createdAt: start + i * 60_000,
      text: question
        ? `Question ${n}: solve x^2 = ${n * n} and explain each step.`
        : `## Solving $x^2 = ${n * n}$\n\n1. Take the square root of both sides.\n2. Keep both signs.\n\n` +
          `$$x = \\pm ${n}$$\n\n**Answer:** $x = ${n}$ or $x = -${n}$.`,
    };
  });
  return { chats: [chat], messages };
}

/** Clicks the chat in the history and times, in the page, until its newest answer is typeset and painted. */
async function openLongChat(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Chat history' }).click();
  const row = page
    .getByRole('dialog', { name: 'Chat history' })
    .getByRole('button', { name: /^A very long chat/ });
  await row.waitFor();
  // A string (tsx's name-keeping helper does not exist in the page), so it finds the button itself.
  return (await page.evaluate(
    `new Promise((resolve) => {
      const button = document.querySelector('dialog[open] .history__open');
      const started = performance.now();
      const check = () => {
        const last = document.querySelector('[role="log"] .message:last-child .katex');
        if (last) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        else requestAnimationFrame(check);
      };
      button.click();
      requestAnimationFrame(check);
    })`,
  )) as number;
}

/** Opening a 1,000-message chat from the history (IndexedDB), until its newest answer shows with KaTeX. */
const chatOpen: Bench = async () => {
  const env = await chatBenchEnv();
  try {
    const context = await env.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${env.server.url}/#/`);
    // Let the app create its database, then fill it.
    await page.getByRole('button', { name: 'Chat history' }).click();
    await page
      .getByRole('dialog', { name: 'Chat history' })
      .getByText('No saved chats yet', { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');
    const seed = longChat(MESSAGES);
    await page.evaluate(seedHistoryScript(seed.chats, seed.messages));

    const cold = await openLongChat(page);
    const rendered = await page.locator('.message').count();
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.getByRole('button', { name: 'New chat' }).click();
      await page.getByRole('heading', { name: 'How can I help you?' }).waitFor();
      warm.push(await openLongChat(page));
    }
    // Scrolling to the top brings the previous page of messages in.
    const earlier = (await page.evaluate(
      `new Promise((resolve) => {
        const before = document.querySelectorAll('.message').length;
        let longest = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
        });
        observer.observe({ type: 'longtask' });
        const started = performance.now();
        document.querySelector('.messages__earlier').click();
        const check = () => {
          if (document.querySelectorAll('.message').length > before) {
            requestAnimationFrame(() => setTimeout(() => {
              observer.disconnect();
              resolve([performance.now() - started, longest]);
            }, 100));
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })`,
    )) as [number, number];
    await context.close();
    return [
      {
        name: `Open a ${MESSAGES}-message chat from the history, first time`,
        value: Math.round(cold),
        unit: 'ms',
        note: 'click → newest answer typeset (KaTeX) and painted; includes loading the markdown chunk',
      },
      {
        name: `Open a ${MESSAGES}-message chat (median of ${RUNS})`,
        value: Math.round(median(warm)),
        unit: 'ms',
        note: `${rendered} of ${MESSAGES} messages rendered; older ones load in pages while scrolling up`,
      },
      {
        name: 'Load the previous page of messages (scrolling to the top)',
        value: Math.round(earlier[0]),
        unit: 'ms',
        note: `longest main-thread task meanwhile: ${Math.round(earlier[1])} ms (rendered as a React transition)`,
      },
    ];
  } finally {
    await env.close();
  }
};

export default chatOpen;
