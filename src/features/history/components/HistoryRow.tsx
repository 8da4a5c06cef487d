import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { StoredChat } from '../../../lib/db.ts';
import { DATE_TIME_FORMAT } from '../../../lib/i18n/dateTimeFormat.ts';
import { currentLocale } from '../../../lib/i18n/language.ts';
import { historyStrings } from '../../../lib/strings.ts';
import { Button } from '../../../ui/Button.tsx';

/**
 * The rows' date format, in the app's language (issue 21). One formatter per locale, made once: building
 * an Intl formatter costs far more than using it, and each row of each render used to build its own. (The
 * first formatter of a page also loads ICU's data, 60–100 ms at 4× CPU: a worker does that at start-up,
 * src/lib/i18n/warmUpIntl.ts.)
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function historyDateFormat(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_TIME_FORMAT);
    formatters.set(locale, format);
  }
  return format;
}

interface HistoryRowProps {
  chat: StoredChat;
  current: boolean;
  onOpen: () => void;
  onRename: (title: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

type Mode = 'view' | 'rename' | 'confirmDelete';

export function HistoryRow({ chat, current, onOpen, onRename, onDelete }: HistoryRowProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [title, setTitle] = useState(chat.title);
  const inputId = useId();
  const renameRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLLIElement>(null);
  // Opening the edit or the confirmation moves focus into it, in the same commit so no keystroke is lost.
  // (Not `autoFocus`: Preact leaves that to the HTML attribute, which browsers ignore for elements added
  // once the page has focus.)
  useLayoutEffect(() => {
    if (mode !== 'view') rowRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const backToView = () => {
    setMode('view');
    requestAnimationFrame(() => renameRef.current?.focus());
  };
  // Escape cancels the edit without closing the whole dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      backToView();
    }
  };

  if (mode === 'rename') {
    return (
      <li className="history__row" ref={rowRef}>
        <form
          className="history__edit"
          onSubmit={async (e) => {
            e.preventDefault();
            await onRename(title);
            backToView();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {historyStrings.newTitle}
          </label>
          <input
            id={inputId}
            className="field__input"
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
            onKeyDown={onKeyDown}
            data-autofocus
          />
          <Button type="submit">{historyStrings.save}</Button>
          <Button variant="ghost" onClick={backToView}>
            {historyStrings.cancel}
          </Button>
        </form>
      </li>
    );
  }

  return (
    <li className={`history__row${current ? ' history__row--current' : ''}`} ref={rowRef}>
      <button
        type="button"
        className="history__open"
        onClick={onOpen}
        aria-current={current ? 'true' : undefined}
      >
        <span className="history__title">{chat.title}</span>
        <span className="history__meta">
          {current ? `${historyStrings.current} · ` : ''}
          {historyDateFormat().format(chat.updatedAt)}
        </span>
      </button>
      {mode === 'confirmDelete' ? (
        // biome-ignore lint/a11y/useSemanticElements: a small inline confirmation, not a form
        <div
          className="history__confirm"
          role="group"
          aria-label={historyStrings.confirmDelete}
          onKeyDown={onKeyDown}
        >
          <span>{historyStrings.confirmDelete}</span>
          <Button variant="danger" onClick={() => void onDelete()}>
            {historyStrings.delete}
          </Button>
          <Button variant="ghost" onClick={backToView} data-autofocus>
            {historyStrings.keep}
          </Button>
        </div>
      ) : (
        <div className="history__actions">
          <button
            ref={renameRef}
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setTitle(chat.title);
              setMode('rename');
            }}
            aria-label={historyStrings.renameLabel(chat.title)}
          >
            {historyStrings.rename}
          </button>
          <Button
            variant="ghost"
            onClick={() => setMode('confirmDelete')}
            aria-label={historyStrings.deleteLabel(chat.title)}
          >
            {historyStrings.delete}
          </Button>
        </div>
      )}
    </li>
  );
}
