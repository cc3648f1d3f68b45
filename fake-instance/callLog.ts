/**
 * The calls that reached the server, in the order they came (only with --control): a test
 * counts how often a post or a favourite arrived, idempotency key included, and, asking for
 * reads, how often a page was fetched (issue 28: the landing timeline once). Reads are kept
 * apart so a test's many GETs never push its posts out of the log.
 */
export interface LoggedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

/** Enough for any test; the oldest go first beyond it. */
const KEPT = 2000;
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class CallLog {
  private calls: LoggedCall[] = [];
  private reads: LoggedCall[] = [];

  note(method: string, path: string, idempotencyKey: string | null): void {
    const upper = method.toUpperCase();
    const log = CHANGING.has(upper) ? this.calls : upper === 'GET' ? this.reads : null;
    if (!log) return;
    log.push({ method: upper, path, idempotencyKey });
    if (log.length > KEPT) log.splice(0, log.length - KEPT);
  }

  /** Calls that changed something under `prefix`; with `reads`, the GETs instead. */
  list(prefix = '', reads = false): LoggedCall[] {
    return (reads ? this.reads : this.calls).filter((c) => c.path.startsWith(prefix));
  }

  clear(): void {
    this.calls = [];
    this.reads = [];
  }
}
