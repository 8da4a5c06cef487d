// One tutor answer from the AI provider, shaped by the mode (issue 17): the solver's verdict on the
// student's work goes into the prompt, the mathematical result is checked (issue 16), and the blocks
// meant for the server are taken out before the student sees the text.
import type { ChatWithAiResponse } from '../_shared/contract/functions.ts';
import { checkAnswer, splitCheckBlock } from './check/index.ts';
import { type ChatRequest, typedQuestion } from './messages.ts';
import { CHECKED_MODES, SUGGESTING_MODES } from './modes.ts';
import { buildCompletionRequest, type ModelChoice } from './prompt.ts';
import { completeChat, type ProviderConfig } from './provider.ts';
import { takeSuggestions } from './suggestions.ts';
import { judgeWork, verdictInstruction } from './work.ts';

/** The solver's time for one judgement (an answer, or the student's work): never more delay than this. */
export const CHECK_BUDGET_MS = 1000;

export type TutorAnswer = Pick<ChatWithAiResponse, 'response' | 'check' | 'suggestions' | 'workVerdict'>;

/** Asks the provider (and once more if the solver disputes the result); provider errors propagate. */
export async function tutorAnswer(
  chat: ChatRequest,
  models: ModelChoice,
  provider: ProviderConfig,
): Promise<TutorAnswer> {
  const work = chat.mode === 'check' ? judgeWork(chat.work, CHECK_BUDGET_MS) : undefined;
  const fact = work ? verdictInstruction(work) : null;
  const completion = buildCompletionRequest(chat.messages, chat.subject, models, {
    mode: chat.mode,
    facts: fact ? [fact] : [],
    language: chat.language,
  });
  const raw = await completeChat(completion, provider);
  const answer: TutorAnswer = { response: '' };
  let text: string;
  if (CHECKED_MODES.includes(chat.mode)) {
    const checked = await checkAnswer(raw, {
      typedQuestion: typedQuestion(chat.messages),
      budgetMs: CHECK_BUDGET_MS,
      language: chat.language,
      // One correction round, inside the same question: no second reservation.
      askAgain: (followUp) =>
        completeChat({ ...completion, messages: [...completion.messages, ...followUp] }, provider),
    });
    text = checked.response;
    answer.check = checked.check;
  } else {
    text = splitCheckBlock(raw).text; // never shown, even when a hint carries one
  }
  const next = takeSuggestions(text, chat.subject, chat.language);
  answer.response = next.text;
  if (SUGGESTING_MODES.includes(chat.mode)) answer.suggestions = next.suggestions;
  if (work) answer.workVerdict = work.verdict;
  return answer;
}
