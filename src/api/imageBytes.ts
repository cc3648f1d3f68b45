// Apart from the uploads: start-up hands this to the still-image frames (issue 26).
/**
 * An image's bytes, to tell whether it moves (document 2 §4). Media may live on another
 * origin, so no credential is sent; a refusal (CORS, 404) reads as null.
 */
export async function fetchImageBytes(
  url: string,
  signal?: AbortSignal,
): Promise<Uint8Array | null> {
  try {
    const response = await globalThis.fetch(url, { signal, credentials: 'omit' });
    if (!response.ok) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return null;
  }
}
