import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineBlocks, startEntryAfterFirstFrame } from '../../../scripts/inline-head.ts';
import { replayEarlyInput, takeEarlyInput } from '../../../src/app/earlyInput.ts';

/** index.html's starter, as the build writes it; run with frames and timers that never come (no app load). */
function runStarter(): void {
  const html =
    '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body>';
  const starter = inlineBlocks(startEntryAfterFirstFrame(html)).scripts.at(-1) ?? '';
  new Function('requestAnimationFrame', 'setTimeout', starter)(
    () => {},
    () => {},
  );
}

/** A small stand-in for the chat shell: a controlled box that sends on Enter, a toggle, a link. */
function Shell({ sent }: { sent: string[] }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        sent.push(`submit:${text}`);
      }}
    >
      <a href="#/plans">Plans</a>
      <button type="button" onClick={() => setOpen(true)}>
        History
      </button>
      {open && <p>History open</p>}
      <label>
        <input type="checkbox" checked={hint} onChange={(e) => setHint(e.currentTarget.checked)} />
        <span>Hint first</span>
      </label>
      <textarea
        aria-label="Your question"
        enterKeyHint="send"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.shiftKey) return;
          e.preventDefault();
          sent.push(text);
          setText('');
        }}
      />
    </form>
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('input before the app starts (issue 20: index.html starts the app after the first frame)', () => {
  afterEach(() => {
    takeEarlyInput();
    document.body.replaceChildren();
  });

  it('is recorded with its default action held back, except links and ordinary typing', () => {
    document.body.innerHTML = renderToString(<Shell sent={[]} />);
    runStarter();
    const box = document.querySelector('textarea') as HTMLTextAreaElement;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    const shiftEnter = new KeyboardEvent('keydown', {
      key: 'Enter',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    box.value = 'a';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.dispatchEvent(letter);
    box.dispatchEvent(shiftEnter);
    box.dispatchEvent(enter);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(link);
    const span = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('label span')?.dispatchEvent(span);

    expect([letter.defaultPrevented, shiftEnter.defaultPrevented, link.defaultPrevented]).toEqual([
      false,
      false,
      false,
    ]);
    expect([enter.defaultPrevented, span.defaultPrevented]).toEqual([true, true]);
    const events = takeEarlyInput();
    expect(events.map((e) => [e.type, e.target.localName, e.value])).toEqual([
      ['input', 'textarea', 'a'],
      ['keydown', 'textarea', undefined],
      ['click', 'label', undefined],
    ]);
    // Stopped: nothing more is recorded or held back once the app has taken the list.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(takeEarlyInput()).toEqual([]);
  });

  it('is replayed in order on the hydrated page: the typed question is sent, the taps take effect', async () => {
    const sent: string[] = [];
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Shell sent={sent} />);
    document.body.append(root);
    runStarter();
    const box = root.querySelector('textarea') as HTMLTextAreaElement;
    for (const value of ['W', 'Wh', 'What is 2 + 2?']) {
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    root.querySelector('button')?.click();
    root
      .querySelector('label span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect((root.querySelector('input') as HTMLInputElement).checked).toBe(false);

    const early = takeEarlyInput();
    hydrateRoot(root, <Shell sent={sent} />);
    await replayEarlyInput(early);
    await flush();
    expect(sent).toEqual(['What is 2 + 2?']);
    expect(box.value).toBe('');
    expect(root.textContent).toContain('History open');
    expect((root.querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('skips what the app replaced (another route or language renders from scratch)', async () => {
    document.body.innerHTML = '<button type="button">Old</button>';
    runStarter();
    let clicks = 0;
    const old = document.querySelector('button') as HTMLButtonElement;
    old.addEventListener('click', () => clicks++);
    old.click();
    const early = takeEarlyInput();
    expect(early).toHaveLength(1);
    clicks = 0;
    document.body.replaceChildren();
    await replayEarlyInput(early);
    expect(clicks).toBe(0);
  });

  it('counts taps in a row on one control once (tapped again because nothing happened)', async () => {
    document.body.innerHTML = '<button type="button">A</button><button type="button">B</button>';
    runStarter();
    const [a, b] = [...document.querySelectorAll('button')];
    for (const button of [a, a, a, b, a]) button?.click();
    const early = takeEarlyInput();
    const seen: string[] = [];
    for (const button of [a, b]) button?.addEventListener('click', () => seen.push(button.textContent ?? ''));
    await replayEarlyInput(early);
    expect(seen).toEqual(['A', 'B', 'A']);
  });
  it('replays a file chosen in a file input as its change, not as a value it cannot take back', async () => {
    document.body.innerHTML = '<input type="file" hidden>';
    runStarter();
    const input = document.querySelector('input') as HTMLInputElement;
    const file = new File(['x'], 'IMG_0042.HEIC', { type: 'image/heic' });
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const early = takeEarlyInput();
    expect(early.map((e) => e.type)).toEqual(['change']);
    const picked: string[] = [];
    input.addEventListener('change', () => picked.push(input.files?.[0]?.name ?? ''));
    await replayEarlyInput(early);
    expect(picked).toEqual(['IMG_0042.HEIC']);
  });
  it('goes on past an event the page can no longer take', async () => {
    document.body.innerHTML = '<input type="file"><button type="button">History</button>';
    const [file, button] = [document.querySelector('input'), document.querySelector('button')] as [
      HTMLInputElement,
      HTMLButtonElement,
    ];
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A file input's value cannot be set to a path: the browser throws.
    await replayEarlyInput([
      { type: 'input', target: file, value: 'C:\\fakepath\\page.jpg' },
      { type: 'click', target: button },
    ]);
    expect(clicks).toBe(1);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
