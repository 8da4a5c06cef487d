import type { Subject } from '@shared/contract/subjects.ts';
import { chatStrings } from '../../../lib/strings.ts';
import { SubjectChips } from './SubjectChips.tsx';

/** SPEC §2 empty state: 'How can I help you?' and the subject chips. */
export function EmptyState({ onPick }: { onPick: (subject: Subject) => void }) {
  return (
    <div className="chat__scroll">
      <section className="chat__empty">
        <h1 className="chat__heading">{chatStrings.emptyHeading}</h1>
        <SubjectChips onPick={onPick} />
      </section>
    </div>
  );
}
