import { config } from '../../../lib/config.ts';
import { solverStrings } from '../../../lib/strings.ts';
import { canAskTutor } from '../logic/deviceSolve.ts';
import { chooseRoute, routeInputs } from '../logic/route.ts';
import type { ChatMessage } from '../state/chatStore.ts';
import './deviceSolved.css';

/**
 * Under an answer the built-in solver computed in this browser (issue 15): the mark, and "Ask the
 * tutor when online", which queues the question for the AI tutor like any question asked offline.
 * Only where there is a tutor (the backend route), and only until it has been pressed.
 */
export default function DeviceSolvedNote({ message }: { message: ChatMessage }) {
  const ask = () => void import('../state/askTutor.ts').then((m) => m.askTutorLater(message.id));
  const offerTutor = canAskTutor(chooseRoute(routeInputs(config))) && message.meta?.tutorAsked !== true;
  return (
    <div className="message__device">
      <span className="message__device-mark">{solverStrings.solvedOnDevice}</span>
      {offerTutor && (
        <button type="button" className="message__ask-tutor" onClick={ask}>
          {solverStrings.askTutor}
        </button>
      )}
    </div>
  );
}
