import { planStrings as s } from '../../../lib/strings.ts';

/** Said above the cards when card payments are off, so nobody confirms a price only to learn it. */
export function PaymentsOffNotice() {
  return (
    <div className="plans__notice plans__notice--warning" role="status" id="payments-off">
      <p className="plans__notice-headline">{s.paymentsOff.title}</p>
      <p className="plans__notice-detail">{s.paymentsOff.body}</p>
    </div>
  );
}
