import { type ComponentType, lazy } from 'react';

/** Issue 18: the message tools load on first use, outside the chat's first paint (one chunk). */
export const loadTools = () => import('./tools/index.ts');

type Tools = Awaited<ReturnType<typeof loadTools>>;
type ToolComponents = Pick<Tools, 'MessageTools' | 'DictateButton' | 'EditingNote'>;

/** A tools component as a lazy component of the first paint's code. */
export const lazyTool = <K extends keyof ToolComponents>(name: K): ToolComponents[K] =>
  lazy(async () => ({
    default: (await loadTools())[name] as ComponentType<object>,
  })) as unknown as ToolComponents[K];

/** The crop step: a further chunk (react-image-crop) behind the tools chunk. */
export const LazyCropDialog = lazy(() => loadTools().then((m) => m.loadCropDialog()));
