import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectSamples } from './samples';

describe('collectSamples', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retries a sample that throws or is not taken, putting the page back between', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers: (number | null | Error)[] = [5, new Error('the row left'), null, 7, 9];
    const recover = vi.fn(async () => undefined);
    const samples = await collectSamples(
      'figure',
      3,
      async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next ?? null;
      },
      recover,
    );
    expect(samples).toEqual([5, 7, 9]);
    expect(recover).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('figure: no sample, Error: the row left');
  });

  it('gives up after three tries a sample and says how many it took', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let tries = 0;
    const samples = await collectSamples('figure', 2, async () => (++tries === 1 ? 4 : null));
    expect(samples).toEqual([4]);
    expect(tries).toBe(6);
    expect(warn).toHaveBeenLastCalledWith('figure: 1 of 2 samples taken');
  });

  it('goes on when the page cannot be put back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let tries = 0;
    const samples = await collectSamples(
      'figure',
      1,
      async () => (++tries < 3 ? null : 1),
      async () => {
        throw new Error('gone');
      },
    );
    expect(samples).toEqual([1]);
  });
});
