import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardcodedText } from './hardcodedText';

const src = join(import.meta.dirname, '..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the hard-coded text check', () => {
  it('catches JSX text and read props written in a component', () => {
    const found = findHardcodedText(`
      export const A = () => (
        <div>
          <button aria-label="Close dialog" title={'Close'}>×</button>
          <img alt={\`Avatar of \${name}\`} />
          <input placeholder={busy ? 'Wait' : t('x')} />
          <p>Nothing here yet</p>
          <p>{'Loading…'}</p>
          <p>{ready && 'Ready'}</p>
        </div>
      );`);
    expect(found.map((f) => f.text)).toEqual([
      'Close dialog',
      'Close',
      'Avatar of',
      'Wait',
      'Nothing here yet',
      'Loading…',
      'Ready',
    ]);
    expect(found[0]?.line).toBe(4);
  });

  it('lets translated text, symbols, numbers and non-read props through', () => {
    const found = findHardcodedText(`
      export const B = () => (
        <div className="status__body" data-kind="reply" aria-label={t('status.label')}>
          {t('status.title')} · {count} — 3 / 4 % … → ×
          <span title={user.name} lang="en" />
          <Petrel />
          {kind === 'image' && <img alt="" />}
          <input placeholder="name@example.org" />
        </div>
      );`);
    expect(found).toEqual([]);
  });

  // Parses every component: slow on a busy machine, hence the longer limit.
  it('finds no hard-coded interface text in any component', { timeout: 30_000 }, () => {
    const findings = components(src).flatMap((path) =>
      findHardcodedText(readFileSync(path, 'utf8'), path).map(
        (f) => `${relative(src, path)}:${f.line} ${JSON.stringify(f.text)}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
