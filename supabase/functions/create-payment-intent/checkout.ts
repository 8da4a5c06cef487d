import { type PaidPlanId, PLANS, type PurchaseKind, purchaseKindFor } from '../_shared/contract/plans.ts';
import { HttpError } from '../_shared/http.ts';
import { idOf, type Stripe, stripeCall } from '../_shared/stripe.ts';

/** What the browser confirms with Stripe.js, and what we keep to verify it later. */
export interface Checkout {
  clientSecret: string;
  kind: PurchaseKind;
  intentId: string;
  subscriptionId: string;
}

const checkoutFailed = () => new HttpError(502, 'Failed to create payment intent', 'checkout_failed');

export async function ensureCustomer(
  stripe: Stripe,
  known: string | undefined,
  userId: string,
  email: string | undefined,
): Promise<string> {
  if (known) return known;
  const customer = await stripeCall('create the customer', () =>
    stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}-${email ?? ''}` },
    ),
  );
  return customer.id;
}

/** A PaymentIntent id from its client secret (`pi_…_secret_…`), the form Stripe.js also reads. */
export const intentIdFromSecret = (secret: string): string | undefined =>
  /^(pi_[A-Za-z0-9]+)_secret_/.exec(secret)?.[1];

/**
 * Starts the monthly subscription: gold is paid now (the first invoice's PaymentIntent), diamond starts a
 * 7-day trial and collects the card through the subscription's pending SetupIntent. Both begin
 * `default_incomplete`, so nothing is charged and no plan changes until the browser confirms.
 */
export async function startSubscription(
  stripe: Stripe,
  args: { customerId: string; priceId: string; plan: PaidPlanId; userId: string; purchaseId: string },
): Promise<Checkout> {
  const kind = purchaseKindFor(args.plan);
  const trialDays = PLANS[args.plan].trialDays;
  const subscription = await stripeCall('create the subscription', () =>
    stripe.subscriptions.create(
      {
        customer: args.customerId,
        items: [{ price: args.priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        ...(trialDays > 0
          ? {
              trial_period_days: trialDays,
              trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            }
          : {}),
        metadata: { user_id: args.userId, plan: args.plan, purchase_id: args.purchaseId },
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments', 'pending_setup_intent'],
      },
      { idempotencyKey: `subscription-${args.purchaseId}` },
    ),
  );

  if (kind === 'setup') {
    const setup = subscription.pending_setup_intent;
    if (!setup || typeof setup === 'string' || !setup.client_secret) throw checkoutFailed();
    return { clientSecret: setup.client_secret, kind, intentId: setup.id, subscriptionId: subscription.id };
  }
  const invoice = subscription.latest_invoice;
  const secret =
    invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
  if (!invoice || typeof invoice === 'string' || !secret) throw checkoutFailed();
  const payment = invoice.payments?.data.find((p) => p.is_default && p.payment.type === 'payment_intent');
  const intentId = idOf(payment?.payment.payment_intent) ?? intentIdFromSecret(secret);
  if (!intentId) throw checkoutFailed();
  return { clientSecret: secret, kind, intentId, subscriptionId: subscription.id };
}

/** The client secret of a purchase's intent while it can still be confirmed, for a repeated request. */
export async function reusableSecret(
  stripe: Stripe,
  kind: PurchaseKind,
  intentId: string,
  customerId: string | null,
): Promise<string | undefined> {
  const intent =
    kind === 'payment'
      ? await stripeCall('retrieve the payment', () => stripe.paymentIntents.retrieve(intentId))
      : await stripeCall('retrieve the card setup', () => stripe.setupIntents.retrieve(intentId));
  const open = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
    intent.status,
  );
  if (!open || !intent.client_secret || idOf(intent.customer) !== customerId) return undefined;
  return intent.client_secret;
}
