/**
 * SPEC §4 steps 7–8: stop invalidates the current request, and a newer request invalidates an older
 * one; an invalidated request's result or error is discarded. Each request holds a ticket; only the
 * newest ticket that was not cancelled is current.
 */
export interface RequestTicket {
  readonly id: number;
  /** Aborts the network call behind the ticket, if any. */
  readonly signal: AbortSignal;
}

export class RequestGate {
  private latest = 0;
  private controller: AbortController | null = null;

  /** Starts a request, invalidating (and aborting) the one before it. */
  begin(): RequestTicket {
    this.controller?.abort();
    this.controller = new AbortController();
    this.latest += 1;
    return { id: this.latest, signal: this.controller.signal };
  }

  isCurrent(ticket: RequestTicket): boolean {
    return ticket.id === this.latest && !ticket.signal.aborted;
  }

  /** Stop: the current request's outcome will be discarded. */
  invalidate(): void {
    this.controller?.abort();
    this.controller = null;
    this.latest += 1;
  }

  /** The request finished normally; its signal is no longer needed. */
  finish(ticket: RequestTicket): void {
    if (ticket.id === this.latest) this.controller = null;
  }
}
