// Plans page, its dialogs, card payment and the upgrade overlay (SPEC §2 Plans, §3, §4, §8 Payment, §9).
// Plan names, prices and limits are the shared catalogue's (@shared/contract/plans.ts).
import type { PlanId as Plan } from '@shared/contract/plans.ts';

const short: Record<Plan, string> = { free: 'Free', gold: 'Gold', diamond: 'Diamond' };

export const planStrings = {
  currentPlan: 'Current Plan',
  /** Each card's title (SPEC §2: the shared catalogue's names, PLANS[id].name). */
  names: { free: 'Free Plan', gold: 'Gold Plan', diamond: 'Diamond Plan' } satisfies Record<Plan, string>,
  /** SPEC §3 feature lines of each card (the server enforces daily limits: see DECISIONS). */
  features: {
    free: ['5 Requests/Monthly', 'No credit card required'],
    gold: ['150 Requests/Monthly', 'Email Support', 'Priority Access to New Features'],
    diamond: ['500 Requests/Monthly', 'Email Support', 'Priority Access to New Features', 'Priority Support'],
  } satisfies Record<Plan, readonly string[]>,
  choose: { free: 'Choose Free', gold: 'Choose Gold', diamond: 'Choose Diamond' },
  startDiamond: 'Start Diamond Plan',
  /** In place of 'Start Diamond Plan' for someone who has Diamond already. */
  diamondHeld: 'You already have Diamond.',
  /** Undoes a scheduled downgrade (keep-plan). */
  keep: (plan: Plan) => `Keep ${short[plan]}`,
  keeping: 'Keeping…',
  /** Said above the cards when the server cannot take card payments: before anyone confirms a price. */
  paymentsOff: {
    title: 'Upgrades are not available right now',
    body: 'Card payments are switched off on this server, so Gold and Diamond cannot be bought at the moment. Your current plan keeps working as usual.',
  },
  trialNote: (price: string) => `7-day free diamond trial, then ${price}/month`,
  perMonth: '/month',
  shortName: short,
  /** The button of a plan that is already scheduled to follow the current one. */
  startsOn: (date: string) => `Starts ${date}`,
  loadingPlan: 'Loading your plan…',
  retry: 'Try Again',
  close: 'Close',
  cancel: 'Cancel',
  continueToChat: 'Continue to Chat',
  from: 'From',
  to: 'To',

  /** The plan-change notice at the top of the page: what the user pays for now and next. */
  status: {
    scheduled: (current: Plan, date: string, next: Plan) =>
      `${short[current]} until ${date}, then ${short[next]}`,
    scheduledFree: 'No further charges after that.',
    scheduledPaid: (price: string) => `From then on you pay ${price}/month.`,
    trial: (date: string, price: string) => `Diamond free trial until ${date}, then ${price}/month`,
    renews: (plan: Plan, date: string, price: string) => `${short[plan]} renews on ${date} (${price}/month)`,
    pastDue: (plan: Plan) =>
      `Your last ${short[plan]} payment failed. We will try your card again; your plan stays active meanwhile.`,
  },

  /** SPEC §4 plan-change confirm dialog: upgrade, downgrade or plain-change wording. */
  confirm: {
    upgradeTitle: 'Upgrade Plan',
    downgradeTitle: 'Downgrade Plan',
    changeTitle: 'Change Plan',
    upgradeQuestion: (from: Plan, to: Plan) => `Upgrade from ${short[from]} to ${short[to]}?`,
    downgradeQuestion: (from: Plan, to: Plan) => `Downgrade from ${short[from]} to ${short[to]}?`,
    changeQuestion: (from: Plan, next: Plan, to: Plan) =>
      `Switch to ${short[to]} instead of ${short[next]} when your ${short[from]} plan ends?`,
    upgradePaid: (price: string) => `You pay ${price} today, then ${price} every month. Cancel any time.`,
    upgradeTrial: (days: number, price: string) =>
      `Your ${days}-day free trial starts today. After it, you pay ${price}/month. Cancel any time.`,
    replacesPaid: (plan: Plan) => `Your ${short[plan]} subscription ends now and is not billed again.`,
    keepUntil: (plan: Plan, date: string) =>
      `You keep your ${short[plan]} features until the end of your billing cycle on ${date}.`,
    keepUntilCycleEnd: (plan: Plan) =>
      `You keep your ${short[plan]} features until the end of your billing cycle.`,
    nextBilledAt: (plan: Plan, price: string) =>
      `After that, you are billed ${price}/month for ${short[plan]}.`,
    noFurtherCharges: 'After that, there are no further charges.',
    immediateFree: 'The change takes effect now. There are no further charges.',
    immediatePaid: (plan: Plan) => `The change takes effect now: you are on ${short[plan]}.`,
    upgradeAction: 'Continue to Payment',
    downgradeAction: 'Downgrade',
    changeAction: 'Change Plan',
    working: 'Updating...',
  },

  /** SPEC §4 downgrade-success dialog with the billing-cycle text. */
  downgraded: {
    title: 'Plan Changed',
    continues: (plan: Plan, date: string) =>
      `Your ${short[plan]} features continue until the end of your billing cycle on ${date}.`,
    continuesUndated: (plan: Plan) =>
      `Your ${short[plan]} features continue until the end of your billing cycle.`,
    nextCycle: (plan: Plan, price: string) =>
      `Your next billing cycle is billed for ${short[plan]} at ${price}/month.`,
    noFurtherCharges: 'There will be no further charges.',
    nowOn: (plan: Plan) => `You are now on the ${short[plan]} plan.`,
  },

  /** SPEC §4 payment-success dialog. */
  paid: {
    title: 'Payment Successful!',
    welcome: (plan: Plan) => `Welcome to ${short[plan]}!`,
    allowance: (limit: number) => `You can now ask ${limit} questions a day.`,
    trialUntil: (date: string, price: string) => `Your free trial runs until ${date}, then ${price}/month.`,
    trialStarted: (days: number, price: string) =>
      `Your ${days}-day free trial has started, then ${price}/month.`,
    renewsOn: (date: string) => `Your plan renews on ${date}.`,
  },

  /** The plan-action dialog: a plan action that could not be done. */
  action: {
    failedTitle: 'Plan Not Changed',
    ownedTitle: 'Plan Already Active',
    owned: (plan: Plan) => `You already have the ${short[plan]} plan.`,
    downgradeFailed: 'Failed to downgrade user plan',
    updateFailed: 'Failed to update user plan',
    network: 'Network error. Please try again.',
    loadFailed: 'Failed to fetch user plan',
  },

  overlay: {
    title: 'Upgrade to Premium',
    getNow: 'Get Now',
    trial: '7-day free trial, then $9.99/month',
    tryChat: 'Try Chat Now',
  },
} as const;

/** SPEC §4 payment modal and §8 payment errors. */
export const paymentStrings = {
  titles: {
    gold: 'Upgrade to Gold',
    diamond: 'Start Diamond Trial',
    configError: 'Payment System Configuration Error',
    unavailable: 'Payment Unavailable',
  },
  initialising: 'Preparing secure payment…',
  configErrorBody: 'Card payments are not available right now. Please try again later.',
  configErrorDetail: 'Invalid payment provider configuration',
  summaryPaid: (plan: Plan, price: string) => `${short[plan]} Plan: ${price} today, then ${price}/month.`,
  summaryTrial: (days: number, price: string) => `${days}-day free trial, then ${price}/month.`,
  trialNoCharge: 'You will not be charged today.',
  billingEmail: 'Billing e-mail',
  card: 'Card details',
  cardLoading: 'Loading card field…',
  pay: (price: string) => `Pay ${price}`,
  cancelLabel: 'Cancel',
  startTrial: 'Start Free Trial',
  processing: 'Processing...',
  processingStatus: 'Processing your payment. Please keep this window open.',
  confirmAgain: 'Confirm Again',
  succeeded: 'Payment successful. Updating your plan…',
  secureNote: 'Card details go straight to our payment provider, Stripe.',
  errors: {
    network: 'Network error. Please check your connection and try again.',
    unableToProcess: 'Unable to process payment request. Please try again later.',
    createFailed: 'Failed to create payment intent',
    cardDeclined: 'Your card was declined.',
    validation: 'Please check your payment information.',
    connection: 'Network error. Please try again.',
    rateLimit: 'Too many requests. Please wait a moment and try again.',
    generic: 'Payment failed. Please try again.',
    confirmationFailed: 'Payment confirmation failed. Please try again.',
    notReady: 'Payment system not ready. Please try again.',
    noCardElement: 'Card element not found',
    loadFailed: 'Payment system failed to load. Please check your connection and try again.',
    providerConfig: 'Invalid payment provider configuration',
  },
} as const;
