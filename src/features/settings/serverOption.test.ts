import { describe, expect, it } from 'vitest';
import { saveWithRollback } from './serverOption';

describe('saveWithRollback', () => {
  it('keeps the new value on success and restores the old one on failure', async () => {
    const log: string[] = [];
    const run = (save: () => Promise<void>) =>
      saveWithRollback({
        previous: 'a',
        next: 'b',
        setPending: (p) => log.push(`pending:${p}`),
        setValue: (v) => log.push(`value:${v}`),
        save,
      });
    expect(await run(() => Promise.resolve())).toBe(true);
    expect(log).toEqual(['pending:true', 'value:b', 'pending:false']);
    log.length = 0;
    expect(await run(() => Promise.reject(new Error('no')))).toBe(false);
    expect(log).toEqual(['pending:true', 'value:b', 'value:a', 'pending:false']);
  });
});
