import { type KeyboardEvent, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { chatStrings, historyStrings } from '../../../lib/strings.ts';
import { SendIcon, StopIcon } from '../../../ui/icons.tsx';
import { useUsageStore } from '../../usage/usageStore.ts';
import { limitReached, limitTooltip, sendDisabled, sendTooltip } from '../../usage/usageText.ts';
import { startDrafts } from '../drafts/draftPersistence.ts';
import { isBusy, useChatStore } from '../state/chatStore.ts';
import { useComposerStore } from '../state/composerStore.ts';
import { TutorBar } from '../tutor/TutorBar.tsx';
import { AttachmentPreview } from './AttachmentPreview.tsx';
import { ImageMenu } from './ImageMenu.tsx';
import { LazyCropDialog, lazyTool } from './toolsEntry.ts';

// Issue 18: the crop step loads when first opened (react-image-crop is not on the first paint).
const CropDialog = LazyCropDialog;
// Dictation shows only where the browser has speech recognition, and loads then.
const DictateButton = lazyTool('DictateButton');
const EditingNote = lazyTool('EditingNote');
const canDictate = () => 'SpeechRecognition' in globalThis || 'webkitSpeechRecognition' in globalThis;

/** SPEC §2 input textarea: it grows up to 128 px, then scrolls. */
const MAX_HEIGHT_PX = 128;

/** SPEC §2/§5 composer: Enter sends (stops while busy), Shift+Enter is a new line; the button turns into stop. */
export function Composer() {
  const { text, image, preparing, setText, attachImage, removeImage, submit, editing, cancelEdit, source } =
    useComposerStore();
  const [cropping, setCropping] = useState<boolean | null>(null);
  // Decided after mount: the prerendered page (hydrated) has no microphone button.
  const [dictation, setDictation] = useState(false);
  useEffect(() => setDictation(canDictate()), []);
  const busy = useChatStore((s) => isBusy(s.phase));
  const usage = useUsageStore((s) => s.usage);
  const historyUnavailable = useChatStore((s) => s.historyUnavailable);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  // The text and photo are kept per chat in IndexedDB and come back after a reload.
  useEffect(() => startDrafts(), []);
  // Edit and re-ask puts the question back here: the cursor follows it in the same commit (a layout
  // effect: Preact runs passive effects a frame later, and keys typed meanwhile went to the Edit button).
  useLayoutEffect(() => {
    if (editing) ref.current?.focus();
  }, [editing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const state = { busy, hasText: text.trim() !== '', hasImage: image !== null, usage, preparing };
  const disabled = sendDisabled(state);
  const tooltip = sendTooltip(state);
  const showLimit = !busy && limitReached(usage);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="composer-area"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TutorBar />
      {editing && (
        <Suspense fallback={null}>
          <EditingNote onCancel={cancelEdit} />
        </Suspense>
      )}
      {(image || preparing) && (
        <AttachmentPreview
          image={image}
          onRemove={removeImage}
          onCrop={source ? () => setCropping(true) : undefined}
        />
      )}
      {cropping !== null && (
        <Suspense fallback={null}>
          <CropDialog
            open={cropping}
            file={source}
            onClose={() => setCropping(false)}
            onCropped={(file) => {
              setCropping(false);
              void attachImage(file, source);
            }}
          />
        </Suspense>
      )}
      {/* Blank on a narrow phone: the dictate button steps aside so the placeholder shows whole (chat.css). */}
      <div className={`composer${state.hasText ? '' : ' composer--blank'}`}>
        <ImageMenu onFile={attachImage} disabled={preparing} />
        <textarea
          ref={ref}
          className="composer__input"
          rows={1}
          placeholder={chatStrings.placeholder}
          aria-label={chatStrings.inputLabel}
          aria-describedby={showLimit ? hintId : undefined}
          enterKeyHint="send"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {dictation && (
          <Suspense fallback={null}>
            <DictateButton text={() => useComposerStore.getState().text} onText={setText} />
          </Suspense>
        )}
        <button
          type="submit"
          className={`composer__send${busy ? ' composer__send--stop' : ''}`}
          disabled={disabled}
          aria-label={tooltip}
          title={tooltip}
        >
          {busy ? <StopIcon /> : <SendIcon />}
        </button>
      </div>
      {historyUnavailable && <p className="composer__hint">{historyStrings.unavailable}</p>}
      {showLimit && usage && (
        <p id={hintId} className="composer__hint">
          {limitTooltip(usage)}
        </p>
      )}
    </form>
  );
}
