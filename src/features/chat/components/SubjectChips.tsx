import { SUBJECTS, type Subject } from '@shared/contract/subjects.ts';
import { chatStrings, subjectStrings } from '../../../lib/strings.ts';

export function SubjectChips({ onPick }: { onPick: (subject: Subject) => void }) {
  return (
    <ul className="chips" aria-label={chatStrings.subjectsLabel}>
      {SUBJECTS.map((subject) => (
        <li
          key={subject}
          className={subject === 'Economics' ? 'chips__item chips__item--wide-only' : 'chips__item'}
        >
          <button type="button" className="chip" onClick={() => onPick(subject)}>
            {subjectStrings[subject]}
          </button>
        </li>
      ))}
    </ul>
  );
}
