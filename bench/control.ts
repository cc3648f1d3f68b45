/** The fake instance's control API (started with --control), as the bench drives it from Node. */
export async function control<T>(base: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/__control${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Streams `count` new statuses at `rate` a second; resolves with the job id. */
export async function injectStatuses(
  base: string,
  count: number,
  rate: number,
  text: string,
): Promise<number> {
  const { job } = await control<{ job: { id: number } }>(base, '/stream/statuses', {
    count,
    rate,
    account: 'amara',
    text,
  });
  return job.id;
}

export async function jobDone(base: string, id: number): Promise<boolean> {
  const { job } = await control<{ job: { done: boolean } }>(base, `/stream/jobs/${id}`);
  return job.done;
}

export async function waitForListener(base: string, stream: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const state = await control<{ listeners: { stream: string }[] }>(base, '/stream/state');
    if (state.listeners.some((l) => l.stream === stream)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no listener on the ${stream} stream`);
}
