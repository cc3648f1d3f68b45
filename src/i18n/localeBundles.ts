import { toLanguageId } from './languages';
import type { Resources } from './translator';

/**
 * Every non-English catalogue file. The build groups each locale's files into one chunk
 * (vite.config.ts), so a language costs one request and nothing before it is chosen. This
 * module is itself loaded on demand: its table of loaders stays out of the first visit.
 */
const files = import.meta.glob<Resources>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});

/** Ids that have catalogue files in this build. */
export const bundledLanguageIds: string[] = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? '')),
].filter((id) => id !== '');

/** All of a language's area files merged into one resource tree; rejects when any file fails. */
export async function loadLocaleResources(tag: string): Promise<Resources> {
  const id = toLanguageId(tag);
  const loaders = Object.entries(files).filter(([path]) => path.split('/')[2] === id);
  if (loaders.length === 0) throw new Error(`No catalogue for ${id}`);
  const parts = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...parts) as Resources;
}
