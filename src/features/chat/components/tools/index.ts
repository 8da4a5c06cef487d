// Issue 18: the message tools' one lazy entry (the chat's first paint has a single import of it). The
// heavy parts (react-image-crop, @panzoom/panzoom) are further chunks loaded when first used.
export { default as DictateButton } from './DictateButton.tsx';
export { EditingNote } from './EditingNote.tsx';
export { default as MessageTools } from './MessageTools.tsx';

export const loadCropDialog = () => import('./CropDialog.tsx');

export const openZoom = (src: string, alt: string, returnTo: HTMLElement | null): Promise<void> =>
  import('./zoomPhoto.tsx').then((m) => m.openZoom(src, alt, returnTo));
