import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import type { StoredChat, StoredMessage } from '../../../src/lib/db.ts';
import { buildApp, repoRoot } from '../../e2e/support/build.ts';
import { type RunningServer, serveStatic } from '../../e2e/support/static-server.ts';
import { chromiumArgs, chromiumPath } from '../../support/resources.ts';

/** The demo build (no backend: the chat screen alone) served statically, and a Chromium to drive it. */
export async function chatBenchEnv(): Promise<{
  browser: Browser;
  server: RunningServer;
  close(): Promise<void>;
}> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium is needed (set CHROME_PATH)');
  const dist = join(repoRoot, '.local', 'bench-chat-dist');
  buildApp(dist, { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' });
  const server = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return {
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * A script for page.evaluate that writes chats and messages into the app's database as the app would
 * (run it after the app has created the database). A string, so no bundler helper leaks into the page.
 */
export function seedHistoryScript(chats: StoredChat[], messages: StoredMessage[]): string {
  return `new Promise((resolve, reject) => {
    const { chats, messages } = ${JSON.stringify({ chats, messages })};
    const open = indexedDB.open('studymate');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['chats', 'messages'], 'readwrite');
      for (const chat of chats) tx.objectStore('chats').put(chat);
      for (const message of messages) tx.objectStore('messages').put(message);
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  })`;
}
