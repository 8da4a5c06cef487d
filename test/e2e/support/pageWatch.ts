import type { BrowserContext, Request } from 'playwright-core';

/**
 * Watches every browser context the e2e tests open (support/browser.ts wraps `newContext`) for what
 * must never happen under the production headers, online or offline: a Content-Security-Policy
 * violation, or a same-origin request for an app file (not an API call) that fails or errors.
 * test/e2e/support/watch-setup.ts fails the test that produced one.
 */
export interface Problem {
  kind: 'csp' | 'request';
  text: string;
}

const problems: Problem[] = [];
let allowed: RegExp[] = [];

/** Backend routes: their failures are the app's business (offline, 401, 429…), tested where they matter. */
const API_PATH = /^\/(auth|rest|functions|storage|realtime)\/v1\/|^\/_mailbox/;
/** A request the page itself cancelled (navigation, context close, AbortController): not a failure. */
const CANCELLED = /ERR_ABORTED|NS_BINDING_ABORTED|cancelled/i;
const CSP_TEXT =
  /Content Security Policy|Refused to (load|execute|create|connect|apply|frame|evaluate)|\[csp-violation\]/i;

function record(problem: Problem): void {
  if (problem.text.length > 400) problem.text = `${problem.text.slice(0, 400)}…`; // data: URLs are long
  if (allowed.some((pattern) => pattern.test(problem.text))) return;
  problems.push(problem);
}

/** The origin of the page (or worker) that made the request, when Playwright knows it. */
function requesterOrigin(request: Request): string | null {
  try {
    const url = request.frame().url();
    return url.startsWith('http') ? new URL(url).origin : null;
  } catch {
    return null; // a service worker's request: no frame
  }
}

function isAppFile(request: Request, url: URL): boolean {
  if (API_PATH.test(url.pathname)) return false;
  const origin = requesterOrigin(request);
  if (origin) return origin === url.origin;
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost';
}

/** Reports `securitypolicyviolation` events (also those without a console line) to the console. */
function reportViolations(): void {
  addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

export async function watchContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(reportViolations);
  context.on('console', (message) => {
    const text = message.text();
    if (CSP_TEXT.test(text)) record({ kind: 'csp', text: `${text} (at ${message.location().url})` });
  });
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    const error = request.failure()?.errorText ?? 'failed';
    if (!url.protocol.startsWith('http') || CANCELLED.test(error) || !isAppFile(request, url)) return;
    record({ kind: 'request', text: `${request.method()} ${url.pathname} failed: ${error}` });
  });
  context.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (response.status() < 400 || !isAppFile(request, url)) return;
    record({ kind: 'request', text: `${request.method()} ${url.pathname} answered ${response.status()}` });
  });
}

/** For a test that provokes a failure on purpose: ignore problems matching `pattern` until it ends. */
export function allowProblems(pattern: RegExp): void {
  allowed.push(pattern);
}

/** The problems seen since the last call (and the end of any allowance). */
export function takeProblems(): Problem[] {
  allowed = [];
  return problems.splice(0);
}
