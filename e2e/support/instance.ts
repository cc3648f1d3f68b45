import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { test } from '@playwright/test';
import { FAKE_BUNDLE_ENV } from './fakeBundle';

/** A busy two-core CI machine can take this long to build the seed and listen. */
const START_TIMEOUT_MS = 60_000;

/** Gives the running test or hook the time a start may take (not inside a worker fixture or the bench). */
function allowStartTime(): void {
  try {
    const info = test.info();
    info.setTimeout(info.timeout + START_TIMEOUT_MS);
  } catch {
    // Outside a test or hook: the caller's own limits apply.
  }
}

export interface RunningInstance {
  url: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts a fake instance in a mode of its own (private, no bubble, …) for one test file;
 * with `PETREL_INSTANCE` in `env`, the proxy in front of that real server instead.
 */
export async function startInstance(
  flags: string[],
  env: Record<string, string> = {},
): Promise<RunningInstance> {
  allowStartTime();
  const port = await freePort();
  // The run's bundle (e2e/globalSetup.ts) when there is one; the bench and other callers
  // outside Playwright run the sources through tsx.
  const bundle = process.env[FAKE_BUNDLE_ENV];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'fake-instance/main.ts'];
  const child: ChildProcess = spawn(
    process.execPath,
    [...entry, '--port', String(port), '--dist', process.env.E2E_DIST ?? 'dist', ...flags],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`fake instance did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`fake instance exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** The servers the fake instance can pretend to be (fake-instance/software.ts). */
export type FakeSoftware = 'akkoma' | 'mastodon' | 'gotosocial';

/**
 * Starts a fake instance that answers as `software` (its shapes and refusals), with the
 * control API on so a spec can reset or fault it. Extra flags follow.
 */
export function startSoftwareInstance(
  software: FakeSoftware,
  flags: string[] = [],
): Promise<RunningInstance> {
  return startInstance(['--software', software, '--control', ...flags]);
}

/** A fake GoToSocial 0.19 (fake-instance/README.md lists what it refuses). */
export function startGotosocialInstance(flags: string[] = []): Promise<RunningInstance> {
  return startSoftwareInstance('gotosocial', flags);
}
