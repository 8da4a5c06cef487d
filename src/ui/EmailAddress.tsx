import { Fragment } from 'react';
import { aroundEmail, emailBreakParts } from './emailBreaks.ts';

/** An e-mail address that wraps after its @ and dots rather than overflowing its box. */
export function Email({ email }: { email: string }) {
  return (
    <span className="email-address">
      {emailBreakParts(email).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never reorder
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A catalogue sentence with the address inside it, e.g. `sentTo(email)`. */
export function EmailAddress({ text, email }: { text: (email: string) => string; email: string }) {
  const { before, after } = aroundEmail(text);
  return (
    <>
      {before}
      <Email email={email} />
      {after}
    </>
  );
}
