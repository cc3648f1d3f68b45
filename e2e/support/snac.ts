import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './instance';

/**
 * A real snac2 server (Debian's `snac2` package, bookworm-backports) for the real-server smoke
 * test: a data folder of its own under the system's temp folder, one user, HTTP on 127.0.0.1.
 * `.ci/run` installs the package; nothing here downloads anything.
 */

export interface RunningSnac {
  url: string;
  user: string;
  password: string;
  version: string;
  stop: () => Promise<void>;
}

/** Where the `snac` binary is, or null when snac2 is not installed. */
export function findSnac(): string | null {
  // SNAC_BIN names another build (or, set to a missing file, rehearses a machine without one).
  const chosen = process.env.SNAC_BIN;
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = chosen
    ? [chosen]
    : [...dirs, '/usr/bin', '/usr/local/bin'].map((dir) => path.join(dir, 'snac'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

function run(binary: string, args: string[], input: string): string {
  const result = spawnSync(binary, args, { input, encoding: 'utf8', timeout: 30_000 });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`snac ${args[0]} failed (${result.status}):\n${output}`);
  return output;
}

/** `snac init` asks five questions and `adduser` prints a random password; both read stdin. */
function prepare(binary: string, dir: string, port: number, user: string): string {
  const host = `127.0.0.1:${port}`;
  // Answers: address, port, host name, URL prefix, admin email.
  run(binary, ['init', dir], `127.0.0.1\n${port}\n${host}\n\n\n`);
  // The prompts may change between versions; the settings that matter are written outright.
  // Plain HTTP: the server's links (its sign-in form's action) must work without TLS.
  const serverFile = path.join(dir, 'server.json');
  const server = JSON.parse(readFileSync(serverFile, 'utf8')) as Record<string, unknown>;
  Object.assign(server, { address: '127.0.0.1', port, host, prefix: '', protocol: 'http' });
  writeFileSync(serverFile, JSON.stringify(server, null, 4));
  const added = run(binary, ['adduser', dir, user], '\n');
  const password = /password is (\S+)/i.exec(added)?.[1];
  if (!password) throw new Error(`snac adduser printed no password:\n${added}`);
  return password;
}

async function waitForHttp(url: string, child: ChildProcess, log: () => string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`snac httpd exited:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/v1/instance`);
      if (res.ok) return ((await res.json()) as { version?: string }).version ?? '';
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`snac httpd did not answer at ${url}:\n${log()}`);
}

export async function startSnac(user = 'alice'): Promise<RunningSnac> {
  const binary = findSnac();
  if (!binary)
    throw new Error('snac2 is not installed (apt-get install -t bookworm-backports snac2)');
  const dir = mkdtempSync(path.join(tmpdir(), 'petrel-snac-'));
  const port = await freePort();
  const password = prepare(binary, path.join(dir, 'data'), port, user);
  const child = spawn(binary, ['httpd', path.join(dir, 'data')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const exited = once(child, 'exit');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const version = await waitForHttp(url, child, () => output);
    return { url, user, password, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
