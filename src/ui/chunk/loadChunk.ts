/** Document 2 §8 and 3 §7: a lazily loaded part times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'missing' | 'error' | 'timeout';

export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly type: ChunkFailureType;
  /** Set for stylesheet failures. */
  readonly code: 'CSS_CHUNK_LOAD_FAILED' | null;

  constructor(
    chunk: string,
    type: ChunkFailureType,
    code: 'CSS_CHUNK_LOAD_FAILED' | null,
    cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
    this.code = code;
  }
}

/** Classifies a failed dynamic import: a missing file, a stylesheet, or any other error. */
export function classifyChunkError(chunk: string, error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/preload CSS|\.css/i.test(message))
    return new ChunkLoadError(chunk, 'error', 'CSS_CHUNK_LOAD_FAILED', error);
  if (
    /dynamically imported module|Failed to fetch|404|Importing a module script failed/i.test(
      message,
    )
  ) {
    return new ChunkLoadError(chunk, 'missing', null, error);
  }
  return new ChunkLoadError(chunk, 'error', null, error);
}

// Modules already loaded, by chunk name: a part opened (or warmed) before renders in the same
// commit as its route, without a spinner frame while a resolved import settles (issue 28).
const loaded = new Map<string, unknown>();

/** The module of a chunk that has loaded before, if any. */
export function loadedChunk<T>(chunk: string): T | undefined {
  return loaded.get(chunk) as T | undefined;
}

/** Runs a dynamic import with the spec's timeout; always rejects with a ChunkLoadError. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', null)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        loaded.set(chunk, value);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyChunkError(chunk, error));
      },
    );
  });
}
