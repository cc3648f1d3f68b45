/**
 * The files the instance serves under /media, /emoji and /static: each is made on first
 * request and then kept, so start-up stays fast (encoding every picture up front would cost
 * about a second) while the bytes are still the same on every start.
 */

export interface ServedFile {
  mime: string;
  body: Buffer;
}

interface Entry {
  mime: string;
  make: () => Buffer;
  body?: Buffer;
}

export class FileLibrary {
  private readonly entries = new Map<string, Entry>();

  /** path is the URL path, starting with a slash. */
  add(path: string, mime: string, make: () => Buffer): void {
    this.entries.set(path, { mime, make });
  }

  has(path: string): boolean {
    return this.entries.has(path);
  }

  get(path: string): ServedFile | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    entry.body ??= entry.make();
    return { mime: entry.mime, body: entry.body };
  }

  paths(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * Makes every file ahead of time, one per event-loop turn so requests still get answered
   * in between. main.ts starts this after listening, so a browser's first page of pictures
   * is usually served from memory.
   */
  warm(): Promise<void> {
    const pending = [...this.entries.values()].filter((e) => !e.body);
    return new Promise((resolve) => {
      const next = (): void => {
        const entry = pending.shift();
        if (!entry) return resolve();
        entry.body ??= entry.make();
        setImmediate(next);
      };
      setImmediate(next);
    });
  }
}
