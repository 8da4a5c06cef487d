import { afterEach, describe, expect, it, vi } from 'vitest';
import { askFollowUp } from '../../../../src/features/chat/tutor/askFollowUp.ts';
import { composerMode, setComposerMode } from '../../../../src/features/chat/tutor/modeStore.ts';
import { loadChat } from '../../../../src/features/history/historyRepo.ts';
import { flush, messageKinds as kinds, setUpSendFlow, chatState as state } from './support/sendHarness.ts';

// Issue 17 in the send flow (the demo route answers: no backend in unit tests).
setUpSendFlow();
afterEach(() => setComposerMode('explain'));

async function answered(): Promise<void> {
  for (let i = 0; i < 6; i++) await flush(); // the flow reaches 'thinking', then the 2 s hold runs
  await vi.advanceTimersByTimeAsync(2_100);
  await vi.waitFor(async () => {
    await flush();
    expect(state().phase).not.toBe('thinking');
  });
}

describe('tutor modes in the send flow (issue 17)', () => {
  it('remembers the mode on this device', () => {
    setComposerMode('hint');
    expect(localStorage.getItem('studymate.tutorMode')).toBe('hint');
    expect(composerMode()).toBe('hint');
  });

  it('a Hint first question keeps its mode (for Retry and the outbox); a demo answer carries no extras', async () => {
    setComposerMode('hint');
    const { sendQuestion } = await import('../../../../src/features/chat/state/sendFlow.ts');
    const sent = sendQuestion({ text: 'Solve 2x = 4', image: null });
    await answered();
    expect(await sent).toBe(true);
    const saved = await loadChat(state().chat.id);
    expect(saved?.messages.map((m) => m.kind)).toEqual(['question', 'answer']);
    expect(saved?.messages[0]?.meta).toEqual({ tutor: { mode: 'hint' } });
    expect(saved?.messages[1]?.meta).toBeUndefined();
  });

  it('two presses at once ask one question', async () => {
    const first = askFollowUp({ text: 'Another hint', mode: 'hint' });
    const second = askFollowUp({ text: 'Another hint', mode: 'hint' });
    expect(await second).toBe(false);
    await answered();
    expect(await first).toBe(true);
    expect(kinds()).toEqual(['question', 'answer']);
    expect(state().messages[0]?.meta).toEqual({ tutor: { mode: 'hint' } });
  });
});
