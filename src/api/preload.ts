import type { ApiClient } from './http';

/**
 * Data the server embedded in the page (Pleroma/Akkoma's `#initial-results`): a JSON object
 * mapping a path such as `/api/v1/instance` to base64 of that reply's UTF-8 JSON. Start-up
 * uses it instead of a fetch, once per path.
 */
export type PreloadedData = Map<string, unknown>;

function decodeBase64Utf8(data: string): string {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the embedded data; a missing or malformed block yields an empty map, never an error. */
export function readPreloadedData(doc: Pick<Document, 'getElementById'>): PreloadedData {
  const out: PreloadedData = new Map();
  const text = doc.getElementById('initial-results')?.textContent;
  if (!text) return out;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return out;
  }
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [path, value] of Object.entries(raw)) {
    if (typeof value !== 'string') continue;
    try {
      out.set(path, JSON.parse(decodeBase64Utf8(value)));
    } catch {
      // One broken entry costs a fetch, not the others.
    }
  }
  return out;
}

/** A client whose plain GETs of preloaded paths answer from the page's data, each once. */
export function withPreloaded(client: ApiClient, data: PreloadedData): ApiClient {
  if (data.size === 0) return client;
  const take = (path: string, hasQuery: boolean): { hit: boolean; value?: unknown } => {
    if (hasQuery || !data.has(path)) return { hit: false };
    const value = data.get(path);
    data.delete(path);
    return { hit: true, value };
  };
  return {
    ...client,
    get: <T>(path: string, opts?: Parameters<ApiClient['get']>[1]) => {
      const entry = take(path, Boolean(opts?.query));
      return entry.hit ? Promise.resolve(entry.value as T) : client.get<T>(path, opts);
    },
    getText: (path, opts) => {
      const entry = take(path, Boolean(opts?.query));
      return entry.hit && typeof entry.value === 'string'
        ? Promise.resolve(entry.value)
        : client.getText(path, opts);
    },
  };
}
