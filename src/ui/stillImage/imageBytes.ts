/** Reads an image's bytes, or null when it cannot be read. */
export type ImageBytesReader = (url: string) => Promise<Uint8Array | null>;

// src/ui calls no api (issue 26): the app hands in the reader at start-up.
let reader: ImageBytesReader = () => Promise.resolve(null);

export function provideImageBytes(read: ImageBytesReader): void {
  reader = read;
}

export function readImageBytes(url: string): Promise<Uint8Array | null> {
  return reader(url);
}
