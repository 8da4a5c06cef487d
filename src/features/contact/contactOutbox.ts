import type { OutboxItem } from '../../lib/db.ts';
import type { DeliveryContext, DeliveryResult, OutboxHandler } from '../offline/index.ts';
import { sendContactMessage } from './contactApi.ts';
import { contactSettled } from './contactEvents.ts';
import { parseContactPayload } from './contactMessage.ts';

/** Server answers worth waiting out (rate limits, a server or gateway in trouble), for queued messages. */
const transient = (status: number) => status >= 500 || status === 429 || status === 408;

/**
 * Sends a queued contact message. The item id is the clientId contact-form stores once, so a retry
 * after a lost answer adds no second row. The form's own first send reports a refusal at once (SPEC's
 * error banner, the fields kept); a message queued earlier (the form already cleared) waits out
 * transient server errors instead of being lost.
 */
export const contactOutboxHandler: OutboxHandler = {
  async deliver(item: OutboxItem, context: DeliveryContext): Promise<DeliveryResult> {
    const form = parseContactPayload(item.payload);
    if (!form) {
      contactSettled(item.id, false);
      return { kind: 'done' };
    }
    const result = await sendContactMessage(form, item.id);
    if (result.kind === 'sent') {
      contactSettled(item.id, true);
      return { kind: 'done' };
    }
    if (result.kind === 'network') return { kind: 'retry', error: result.error };
    if (!context.interactive && transient(result.status)) return { kind: 'retry', error: result.error };
    console.warn(`Contact message refused: ${result.error}`);
    contactSettled(item.id, false);
    return { kind: 'done' };
  },
};
