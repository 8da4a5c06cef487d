import { lazy, Suspense } from 'react';
import type { ChatMessage } from '../state/chatStore.ts';

// A lazy chunk: most answers on the first paint have none of it (and an older chat's none at all).
const AnswerExtras = lazy(() => import('./AnswerExtras.tsx').then((m) => ({ default: m.AnswerExtras })));

/** Under an answer: issues 16 and 17's extras, when its meta has any (see tutorMeta.ts). */
export function TutorAnswerExtras({ message }: { message: ChatMessage }) {
  if (message.meta?.check === undefined && message.meta?.tutor === undefined) return null;
  return (
    <Suspense fallback={null}>
      <AnswerExtras message={message} />
    </Suspense>
  );
}
