import type { BrowserContext, Page } from 'playwright-core';
import type { FakeOpenAI } from '../../test/support/fake-openai.ts';

export interface Frame {
  name: string;
  width: number;
  height: number;
  theme: 'dark' | 'light';
}

/** What a scene gets: a fresh page (theme already set), the backend's URL and the loopback AI. */
export interface SceneContext {
  page: Page;
  context: BrowserContext;
  url: string;
  ai: FakeOpenAI;
  frame: Frame;
}

/** Brings the page into the state to photograph; the caller takes the screenshot. */
export type Scene = (scene: SceneContext) => Promise<void>;
