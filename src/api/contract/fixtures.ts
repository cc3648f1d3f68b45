/**
 * Access to the real server replies in ../shared/fixtures (see its MANIFEST.md for sources and
 * licences). Test-only: nothing here ships in the bundle. A missing fixture folder fails loudly,
 * so a broken checkout cannot pass by skipping the contract tests.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const FIXTURES_DIR = path.resolve(repoRoot, '../shared/fixtures');

if (!existsSync(FIXTURES_DIR)) {
  throw new Error(
    `Fixtures not found at ${FIXTURES_DIR}: the contract tests need ../shared/fixtures`,
  );
}

export function fixturePath(relative: string): string {
  return path.join(FIXTURES_DIR, relative);
}

export function readFixture(relative: string): unknown {
  const file = fixturePath(relative);
  if (!existsSync(file)) throw new Error(`Fixture missing: ${file}`);
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

export function listFixtures(folder: string): string[] {
  return readdirSync(fixturePath(folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}/${name}`)
    .sort();
}

/** A reply captured from a live server (snac-captured/): request, status, headers, body. */
export interface CapturedReply {
  request: { method: string; path: string; as: string | null };
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export function readCapture(relative: string): CapturedReply {
  return readFixture(relative) as CapturedReply;
}
