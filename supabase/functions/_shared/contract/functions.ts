import type { ChatMessage } from './chat.ts';
import type { ContactField } from './contact.ts';
import type { Language } from './languages.ts';
import type { PaidPlanId, PlanId, PurchaseKind } from './plans.ts';
import type { Subject } from './subjects.ts';
import type { AnswerCheck, StudentWork, TutorMode, WorkVerdict } from './tutor.ts';
import type { Usage } from './usage.ts';

/**
 * The request and answer bodies of every edge function (docs/INTERFACES.md "Edge functions"). The
 * functions validate what they receive; the browser checks what it gets back before trusting it.
 */

export interface ChatWithAiRequest {
  messages: ChatMessage[];
  /** A client UUID: a retry with the same id is counted once. */
  requestId?: string;
  /** A SPEC §1 chip name, any letter case. */
  subject?: Subject;
  /** How to answer (issue 17); explain when absent; anything else is 400 invalid_mode. */
  mode?: TutorMode;
  /** Check my work's problem and attempt (mode check). */
  work?: StudentWork;
  /** The student's language (issue 21): the tutor answers in it; English when absent. */
  language?: Language;
}
export interface ChatWithAiResponse {
  response: string;
  timestamp: string;
  usage: Usage;
  /** The answer's mathematical result checked by the solver (issue 16; with an AI provider). */
  check?: AnswerCheck;
  /** Up to three follow-up questions (modes explain and check). */
  suggestions?: string[];
  /** The solver's verdict on the student's final answer (mode check). */
  workVerdict?: WorkVerdict;
  /** Answered without an AI provider (no AI_API_KEY on the server). */
  demo?: true;
}

export interface CreatePaymentIntentRequest {
  planType: PaidPlanId;
  userEmail?: string;
}
export interface CreatePaymentIntentResponse {
  client_secret: string;
  kind: PurchaseKind;
  purchaseId: string;
  /** The monthly price in the currency's minor unit (the `plans` table's). */
  amount: number;
  currency: string;
  trialDays: number;
}

export interface ConfirmPaymentRequest {
  purchaseId: string;
}
export interface ConfirmPaymentResponse {
  plan: PaidPlanId;
  status: 'succeeded';
  usage: Usage | null;
}

/** change-plan lowers a plan (or swaps the plan that follows); upgrades go through a payment. */
export interface ChangePlanRequest {
  planType: Exclude<PlanId, 'diamond'>;
}
/** change-plan's and keep-plan's answer. */
export interface PlanChangeResponse {
  /** The plan in force now. */
  plan: PlanId;
  /** The plan that takes over at `effectiveUntil`, or null. */
  scheduledPlan: PlanId | null;
  effectiveUntil: string | null;
}

export type KeepPlanRequest = Record<string, never>;

export type PaymentStatusRequest = Record<string, never>;
export interface PaymentStatusResponse {
  /** A Stripe secret key of valid form is configured on the server. */
  available: boolean;
}

export type ContactFormRequest = Record<ContactField, string> & {
  /** The outbox item's id: the message is stored once per clientId. */
  clientId?: string;
};
export interface ContactFormResponse {
  ok: true;
}

/** Stripe calls this one, not the browser. */
export interface StripeWebhookResponse {
  received: true;
  duplicate?: true;
}

/** Every function by name, with its request and answer. */
export interface FunctionIO {
  'chat-with-ai': { request: ChatWithAiRequest; response: ChatWithAiResponse };
  'create-payment-intent': { request: CreatePaymentIntentRequest; response: CreatePaymentIntentResponse };
  'confirm-payment': { request: ConfirmPaymentRequest; response: ConfirmPaymentResponse };
  'change-plan': { request: ChangePlanRequest; response: PlanChangeResponse };
  'keep-plan': { request: KeepPlanRequest; response: PlanChangeResponse };
  'payment-status': { request: PaymentStatusRequest; response: PaymentStatusResponse };
  'contact-form': { request: ContactFormRequest; response: ContactFormResponse };
  'stripe-webhook': { request: unknown; response: StripeWebhookResponse };
}

export type FunctionName = keyof FunctionIO;
/** The functions the browser calls. */
export type AppFunctionName = Exclude<FunctionName, 'stripe-webhook'>;
