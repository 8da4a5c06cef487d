import { create } from 'zustand';
import { type ChatMessage, useChatStore } from './chatStore.ts';
import { stopResponse } from './inflight.ts';
import { makeMessage } from './messages.ts';
import { addMessage } from './persist.ts';

/** The send flow and the image pipeline load on first use (they are not needed for the first paint). */
const loadSendFlow = () => import('./sendFlow.ts');
const loadImagePipeline = () => import('../image/prepareImage.ts');

/** Fetches both chunks once the page is idle, so the first question does not wait for them. */
export function preloadComposer(): void {
  void loadSendFlow().catch(() => undefined);
  void loadImagePipeline().catch(() => undefined);
}

interface ComposerState {
  text: string;
  /** The prepared (compressed) photo, as a data URL. */
  image: string | null;
  /** A photo is being checked and compressed. */
  preparing: boolean;
  /** The attached photo as chosen or taken (full resolution), for the crop step (issue 18). */
  source: File | null;
  setText: (text: string) => void;
  /** Checks and compresses a photo (SPEC §5); a refused one gets an assistant line in the chat. */
  attachImage: (file: File, original?: File | null) => Promise<void>;
  removeImage: () => void;
  /** Sends the text and photo (or stops, when busy); clears the composer once taken. */
  submit: () => Promise<void>;
  /** Edit and re-ask (issue 18): the question being edited; sending replaces it and its answers. */
  editing: ChatMessage | null;
  /** Puts a question's text and photo back into the composer for editing. */
  startEdit: (question: ChatMessage) => void;
  cancelEdit: () => void;
}

let attachSeq = 0;

export const useComposerStore = create<ComposerState>((set, get) => ({
  text: '',
  image: null,
  preparing: false,
  source: null,
  editing: null,
  startEdit: (question) => {
    attachSeq += 1;
    set({ editing: question, text: question.text, image: question.image, preparing: false, source: null });
  },
  cancelEdit: () => set({ editing: null, text: '', image: null, source: null }),
  setText: (text) => set({ text }),
  attachImage: async (file, original) => {
    const seq = ++attachSeq;
    set({ preparing: true });
    const prepared = await loadImagePipeline()
      .then(({ prepareImage }) => prepareImage(file))
      .catch(() => null);
    if (seq !== attachSeq) return; // a newer photo replaced this one
    set({ preparing: false });
    // A cropped photo keeps its original: cropping again starts from the whole photo.
    if (prepared?.ok) set({ image: prepared.dataUrl, source: original ?? file });
    else if (prepared) await addMessage(makeMessage('assistant', 'notice', prepared.message));
  },
  removeImage: () => {
    attachSeq += 1;
    set({ image: null, preparing: false, source: null });
  },
  submit: async () => {
    const { text, image, preparing, editing } = get();
    // Enter or the button while busy acts as stop, at once.
    if (useChatStore.getState().phase !== 'idle') {
      stopResponse();
      return;
    }
    if (preparing) return;
    // Clear at once so a fast second Enter cannot send the same question twice.
    const taking = text.trim() !== '' || image !== null;
    if (!taking) return;
    set({ text: '', image: null, editing: null, source: null });
    const { sendQuestion } = await loadSendFlow();
    const taken = await sendQuestion({ text, image, replaces: editing });
    if (!taken) set({ text, image, editing });
  },
}));

// An edit belongs to its chat: opening another chat (or a new one) drops it.
useChatStore.subscribe((state, previous) => {
  if (state.chat.id !== previous.chat.id && useComposerStore.getState().editing) {
    useComposerStore.setState({ editing: null });
  }
});
