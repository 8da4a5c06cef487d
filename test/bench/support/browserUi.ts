import type { Browser, CDPSession } from 'playwright-core';

/**
 * Waits until the browser's own pages for a tab just opened are loaded and idle.
 *
 * Chromium's headless browser builds the omnibox popup's WebUI for every new tab
 * (chrome://omnibox-popup.top-chrome/, two pages, in a renderer of their own). Traced on the 2-core
 * machine: about 0.75 s of main-thread work in the second after the tab opens. A page bench that
 * navigates at once measures that work too, since it competes for the same cores: runs of the offline
 * start were 250 ms slower and twice as spread. No browser a student uses builds it on the start of an
 * installed app, so the benches that open a tab per run wait for it first.
 *
 * Browser UI pages are `browser_ui` targets: the function waits until their list stops changing (they
 * appear within about 0.25 s), then until each one has loaded and had an idle period. With none (another
 * Chromium build), it returns after the first check.
 */
export async function waitForBrowserUi(browser: Browser, timeoutMs = 10_000): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  const deadline = Date.now() + timeoutMs;
  try {
    let ids = await browserUiTargets(session);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const now = await browserUiTargets(session);
      if (now.join() === ids.join() || Date.now() > deadline) break;
      ids = now;
    }
    for (const targetId of ids) await waitIdle(session, targetId, deadline);
  } finally {
    await session.detach();
  }
}

interface TargetInfo {
  targetId: string;
  type: string;
}

async function browserUiTargets(session: CDPSession): Promise<string[]> {
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
  return targetInfos
    .filter((t) => t.type === 'browser_ui')
    .map((t) => t.targetId)
    .sort();
}

/** Evaluates in the target (a session of the browser's, not flattened) until it has loaded and idled. */
async function waitIdle(session: CDPSession, targetId: string, deadline: number): Promise<void> {
  const { sessionId } = (await session.send('Target.attachToTarget', { targetId, flatten: false })) as {
    sessionId: string;
  };
  const id = 1;
  const answered = new Promise<void>((resolve) => {
    const onMessage = (event: { sessionId?: string; message: string }) => {
      if (event.sessionId !== sessionId || (JSON.parse(event.message) as { id?: number }).id !== id) return;
      session.off('Target.receivedMessageFromTarget', onMessage);
      resolve();
    };
    session.on('Target.receivedMessageFromTarget', onMessage);
  });
  const expression = `new Promise((resolve) => {
    const idle = () => requestIdleCallback(() => resolve(true), { timeout: ${Math.max(0, deadline - Date.now())} });
    if (document.readyState === 'complete') idle(); else addEventListener('load', idle, { once: true });
  })`;
  await session.send('Target.sendMessageToTarget', {
    sessionId,
    message: JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, awaitPromise: true } }),
  });
  await Promise.race([
    answered,
    new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
  ]);
  await session.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
}
