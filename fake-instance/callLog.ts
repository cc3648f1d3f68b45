/**
 * The calls that changed something, in the order they reached the server (only with
 * --control): a test counts how often a post or a favourite arrived, idempotency key included.
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

  note(method: string, path: string, idempotencyKey: string | null): void {
    if (!CHANGING.has(method.toUpperCase())) return;
    this.calls.push({ method: method.toUpperCase(), path, idempotencyKey });
    if (this.calls.length > KEPT) this.calls.splice(0, this.calls.length - KEPT);
  }

  list(prefix = ''): LoggedCall[] {
    return this.calls.filter((c) => c.path.startsWith(prefix));
  }

  clear(): void {
    this.calls = [];
  }
}
