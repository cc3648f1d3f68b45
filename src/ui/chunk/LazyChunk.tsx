import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../Spinner';
import { ChunkLoadError, loadChunk, loadedChunk } from './loadChunk';

interface LazyChunkProps<T> {
  /** Names the chunk in the error message. */
  name: string;
  load: () => Promise<T>;
  render: (module: T) => ReactNode;
  /** Shown while loading; a spinner unless the part should appear quietly (sidebar panels). */
  fallback?: ReactNode;
}

type State<T> =
  | { status: 'loading' }
  | { status: 'ready'; module: T; chunk: string }
  | { status: 'failed'; error: ChunkLoadError; chunk: string };

/**
 * Loads a part of the interface on first use. A failure or a 120 s wait shows
 * 'Loading chunk {n} failed' with its type and a retry, never a blank page.
 */
export function LazyChunk<T>({ name, load, render, fallback }: LazyChunkProps<T>) {
  const { t } = useTranslation();
  const [stored, setState] = useState<State<T>>({ status: 'loading' });
  // A chunk loaded before (or warmed on hover) renders at once, in the route's first commit.
  const known = loadedChunk<T>(name);
  // Routes reuse this component in place: a module loaded for another chunk is never rendered.
  const state: State<T> =
    known !== undefined
      ? { status: 'ready', module: known, chunk: name }
      : stored.status !== 'loading' && stored.chunk !== name
        ? { status: 'loading' }
        : stored;
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (loadedChunk(name) !== undefined) return;
    let live = true;
    loadChunk(name, load).then(
      (module) => live && setState({ status: 'ready', module, chunk: name }),
      (error: ChunkLoadError) => live && setState({ status: 'failed', error, chunk: name }),
    );
    return () => {
      live = false;
    };
    // load is a stable import thunk; attempt drives retries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, attempt]);

  if (state.status === 'loading')
    return fallback === undefined ? <Spinner label={t('chunk.loading')} /> : fallback;
  if (state.status === 'failed') {
    return (
      <div className="error-message" role="alert">
        <p>
          {t('chunk.failed', { n: name })} {t(`chunk.type_${state.error.type}`)}
          {state.error.code ? ` (${state.error.code})` : ''}
        </p>
        <button type="button" className="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return render(state.module);
}
