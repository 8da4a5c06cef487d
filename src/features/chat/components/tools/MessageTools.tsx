import { useEffect, useRef, useState } from 'react';
import { messageToolStrings as t } from '../../../../lib/strings.ts';
import { useBriefly } from '../../../../ui/useBriefly.ts';
import { speakableText } from '../../logic/speakable.ts';
import { SPEECH_RATES, type SpeechPrefs, writeSpeechPrefs } from '../../logic/speechPrefs.ts';
import type { VersionInfo } from '../../logic/versions.ts';
import { type ChatMessage, useChatStore } from '../../state/chatStore.ts';
import './messageTools.css';
import { shareAnswer } from './share.ts';
import { canSpeak, loadVoices, speak, stopSpeaking, storedSpeechPrefs } from './speech.ts';
import {
  ChevronLeft,
  ChevronRight,
  EditIcon,
  RegenerateIcon,
  ShareIcon,
  SpeakerIcon,
  StopSquareIcon,
} from './toolIcons.tsx';

interface MessageToolsProps {
  message: ChatMessage;
  version: VersionInfo | null;
  last: boolean;
  onVersion?: (group: string, index: number) => void;
  /** Edit and re-ask: puts the question back into the composer. */
  onEdit?: () => void;
}

/** The question an answer replied to (for sharing its photo): the nearest question stored before it. */
function questionOf(answer: ChatMessage): ChatMessage | undefined {
  const { messages } = useChatStore.getState();
  const at = messages.findIndex((m) => m.id === answer.id);
  return messages
    .slice(0, Math.max(0, at))
    .reverse()
    .find((m) => m.kind === 'question');
}

/** Issue 18: versions, regenerate, edit and re-ask, share and listen, under a message (a lazy chunk). */
export default function MessageTools({ message, version, last, onVersion, onEdit }: MessageToolsProps) {
  const idle = useChatStore((s) => s.phase === 'idle');
  const answer = message.kind === 'answer';
  return (
    <div className="msg-tools">
      {version && onVersion && <VersionSwitch version={version} onVersion={onVersion} />}
      {answer && <ShareButton message={message} />}
      {answer && canSpeak() && <ListenButton text={message.text} />}
      {answer && last && idle && (
        <button
          type="button"
          className="msg-tools__btn"
          aria-label={t.regenerateLabel}
          title={t.regenerateLabel}
          onClick={() => void import('../../state/sendFlow.ts').then((m) => m.regenerateAnswer(message.id))}
        >
          <RegenerateIcon />
          <span>{t.regenerate}</span>
        </button>
      )}
      {message.kind === 'question' && last && idle && onEdit && (
        <button
          type="button"
          className="msg-tools__btn"
          aria-label={t.editLabel}
          title={t.editLabel}
          onClick={onEdit}
        >
          <EditIcon />
          <span>{t.edit}</span>
        </button>
      )}
    </div>
  );
}

function VersionSwitch({
  version,
  onVersion,
}: {
  version: VersionInfo;
  onVersion: (group: string, index: number) => void;
}) {
  const { group, index, count } = version;
  return (
    <span className="msg-tools__versions">
      <button
        type="button"
        className="msg-tools__icon"
        aria-label={t.previousVersion}
        disabled={index === 0}
        onClick={() => onVersion(group, index - 1)}
      >
        <ChevronLeft />
      </button>
      <span className="msg-tools__count" role="status" aria-label={t.versionLabel(index + 1, count)}>
        {t.versionOf(index + 1, count)}
      </span>
      <button
        type="button"
        className="msg-tools__icon"
        aria-label={t.nextVersion}
        disabled={index === count - 1}
        onClick={() => onVersion(group, index + 1)}
      >
        <ChevronRight />
      </button>
    </span>
  );
}

function ShareButton({ message }: { message: ChatMessage }) {
  const [copied, setCopied] = useBriefly();
  const share = () =>
    shareAnswer(message.text, questionOf(message)?.image ?? null, t.shareTitle).then(
      (outcome) => setCopied(outcome === 'copied'),
      () => setCopied(false),
    );
  return (
    <button type="button" className="msg-tools__btn" aria-label={t.shareLabel} onClick={() => void share()}>
      <ShareIcon />
      <span aria-live="polite">{copied ? t.shared : t.share}</span>
    </button>
  );
}

function ListenButton({ text }: { text: string }) {
  const [speaking, setSpeaking] = useState(false);
  const [prefs, setPrefs] = useState<SpeechPrefs>(storedSpeechPrefs);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => (speaking ? loadVoices(setVoices) : undefined), [speaking]);
  // Leaving the chat stops the reading.
  useEffect(() => () => stopSpeaking(), []);

  // Each reading has its own turn: a restart (new voice or speed) ends the old one without turning off.
  const turn = useRef(0);
  const start = async (using: SpeechPrefs) => {
    const { answerClipboard } = await import('../../logic/answerClipboard.ts');
    const mine = ++turn.current;
    setSpeaking(true);
    speak(speakableText(answerClipboard(text).plain), using, () => {
      if (turn.current === mine) setSpeaking(false);
    });
  };
  const choose = (next: SpeechPrefs) => {
    setPrefs(next);
    writeSpeechPrefs(localStorage, next);
    void start(next); // heard at once in the new voice or speed
  };
  return (
    <>
      {speaking ? (
        <button
          type="button"
          className="msg-tools__btn msg-tools__btn--on"
          aria-label={t.stopListeningLabel}
          onClick={stopSpeaking}
        >
          <StopSquareIcon />
          <span>{t.stopListening}</span>
        </button>
      ) : (
        <button
          type="button"
          className="msg-tools__btn"
          aria-label={t.listenLabel}
          onClick={() => void start(prefs)}
        >
          <SpeakerIcon />
          <span>{t.listen}</span>
        </button>
      )}
      {speaking && (
        <span className="msg-tools__speech">
          <select
            value={prefs.voice ?? ''}
            onChange={(e) => choose({ ...prefs, voice: e.target.value || null })}
            aria-label={t.voiceLabel}
          >
            <option value="">{t.defaultVoice}</option>
            {voices.map((v) => (
              <option key={v.voiceURI} value={v.voiceURI}>
                {v.name} ({v.lang}){v.localService ? '' : ' ☁'}
              </option>
            ))}
          </select>
          <select
            value={String(prefs.rate)}
            onChange={(e) => choose({ ...prefs, rate: Number(e.target.value) })}
            aria-label={t.rateLabel}
          >
            {SPEECH_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r}×
              </option>
            ))}
          </select>
        </span>
      )}
    </>
  );
}
