/**
 * Fault injection for tests (only with --control): make the next matching calls fail with a
 * status, or answer late. Matching is by path prefix; no prefix matches every call except
 * the control API itself.
 */

export interface Fault {
  /** 0 with `drop` set: no answer at all, the connection is cut. */
  status: number;
  remaining: number;
  path?: string;
  /** before: cut without handling the call; after: handle it, then cut instead of answering. */
  drop?: 'before' | 'after';
  /** Only calls with this method (any when unset). */
  method?: string;
  /** Seconds for the Retry-After header of a 429 (Akkoma's rate limiter sends one). */
  retryAfter?: number;
  /** Handle the call, then answer with only the first half of its JSON body. */
  truncate?: boolean;
}

export interface Delay {
  ms: number;
  remaining: number;
  path?: string;
}

export class FaultPlan {
  faults: Fault[] = [];
  delays: Delay[] = [];

  clear(): void {
    this.faults = [];
    this.delays = [];
  }

  /** Takes one use of the first fault matching the path, if any. */
  takeFault(path: string, method?: string): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        f.remaining > 0 &&
        (!f.path || path.startsWith(f.path)) &&
        (!f.method || !method || f.method === method),
    );
    if (fault) fault.remaining -= 1;
    this.faults = this.faults.filter((f) => f.remaining > 0);
    return fault;
  }

  takeDelay(path: string): number {
    const delay = this.delays.find((d) => d.remaining > 0 && (!d.path || path.startsWith(d.path)));
    if (!delay) return 0;
    delay.remaining -= 1;
    this.delays = this.delays.filter((d) => d.remaining > 0);
    return delay.ms;
  }
}

/** The body an injected failure answers with, in Akkoma's error shape. */
export function faultBody(status: number): { error: string } {
  const messages: Record<number, string> = {
    401: 'Invalid credentials.',
    403: 'Invalid credentials.',
    404: 'Record not found',
    422: 'Unprocessable entity',
    429: 'Throttled',
    500: 'Internal server error',
    502: 'Bad gateway',
    503: 'Service unavailable',
  };
  return { error: messages[status] ?? `Injected failure ${status}` };
}
