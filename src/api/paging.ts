/**
 * Link-header paging (document 3 §3 "Pagination").
 *
 * Ids stay strings: Akkoma's flake ids are opaque base62, and Mastodon's snowflakes exceed
 * Number.MAX_SAFE_INTEGER, so parsing them as numbers would lose digits.
 */

export interface PageParams {
  max_id?: string;
  min_id?: string;
  since_id?: string;
  /** Some servers (Pleroma admin, search) page by offset instead of ids. */
  offset?: string;
}

export interface Page<T> {
  items: T[];
  next: PageParams | null;
  prev: PageParams | null;
}

export interface LinkPages {
  next?: PageParams;
  prev?: PageParams;
}

const PAGE_KEYS = ['max_id', 'min_id', 'since_id', 'offset'] as const;

/**
 * Reads `next` and `prev` from a Link header. Never throws: a malformed or missing header
 * means "no more pages", which is the safe reading for a paging UI.
 */
export function parseLinkHeader(header: string | null | undefined): LinkPages {
  const result: LinkPages = {};
  if (typeof header !== 'string' || header.trim() === '') return result;

  for (const part of splitLinks(header)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/s.exec(part);
    if (!match) continue;
    const target = match[1] ?? '';
    const rels = relsOf(match[2] ?? '');
    const params = paramsOf(target);
    if (!params) continue;
    for (const rel of rels) {
      // Mastodon says next/prev; some older servers say "previous".
      if (rel === 'next' && !result.next) result.next = params;
      if ((rel === 'prev' || rel === 'previous') && !result.prev) result.prev = params;
    }
  }
  return result;
}

/** Splits on commas that are outside `<...>` and quotes, since URLs may hold commas. */
function splitLinks(header: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of header) {
    if (char === '"' && depth === 0) quoted = !quoted;
    if (!quoted && char === '<') depth += 1;
    if (!quoted && char === '>') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function relsOf(attributes: string): string[] {
  const match = /(?:^|;)\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(attributes);
  const value = match ? (match[1] ?? match[2] ?? '') : '';
  return value.toLowerCase().split(/\s+/).filter(Boolean);
}

function paramsOf(target: string): PageParams | null {
  let url: URL;
  try {
    // The base only serves relative targets; absolute ones keep their own origin.
    url = new URL(target, 'http://relative.invalid/');
  } catch {
    return null;
  }
  const params: PageParams = {};
  for (const key of PAGE_KEYS) {
    const value = url.searchParams.get(key);
    if (value !== null && value !== '') params[key] = value;
  }
  return Object.keys(params).length > 0 ? params : null;
}

const NUMERIC = /^\d+$/;

/**
 * Orders two ids. Numeric ids compare as numbers (longer is larger, then digit by digit) without
 * converting them; opaque ids (flake base62) compare as strings, which is how they sort on the
 * server. Returns a negative number, 0 or a positive number.
 */
export function compareIds(a: string, b: string): number {
  if (NUMERIC.test(a) && NUMERIC.test(b)) {
    const left = stripZeros(a);
    const right = stripZeros(b);
    if (left.length !== right.length) return left.length - right.length;
    return lexical(left, right);
  }
  return lexical(a, b);
}

// Code-unit order, not locale order: base62 flake ids sort as bytes on the server.
function lexical(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function stripZeros(id: string): string {
  const stripped = id.replace(/^0+/, '');
  return stripped === '' ? '0' : stripped;
}
