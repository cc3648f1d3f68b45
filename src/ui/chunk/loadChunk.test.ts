import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, classifyChunkError, loadChunk } from './loadChunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module', async () => {
    await expect(loadChunk('x', async () => 42)).resolves.toBe(42);
  });

  it('times out after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('settings', () => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toMatchObject({
      chunk: 'settings',
      type: 'timeout',
      message: 'Loading chunk settings failed. (timeout)',
    });
    vi.advanceTimersByTime(119_999);
    vi.advanceTimersByTime(1);
    await assertion;
  });

  it('classifies missing files, stylesheets and other errors', () => {
    expect(
      classifyChunkError(
        'a',
        new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
      ).type,
    ).toBe('missing');
    const css = classifyChunkError('b', new Error('Unable to preload CSS for /assets/b.css'));
    expect(css).toMatchObject({ type: 'error', code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(classifyChunkError('c', new SyntaxError('Unexpected token')).type).toBe('error');
    expect(classifyChunkError('d', new ChunkLoadError('d', 'timeout', null)).type).toBe('timeout');
  });
});
