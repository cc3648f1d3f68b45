import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { defaultConfig, type InstanceConfig } from '../config.js';
import { expectMatchesSchema } from '../contract/schema.js';
import { buildServer } from '../server.js';

// Each file builds a seed and compiles the OpenAPI validators once; on a busy two-core CI
// machine running files in parallel that can exceed vitest's 5 s default.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/** A fixed clock, so relative times and poll expiry are the same in every run. */
export const TEST_NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

export const TOKENS = {
  admin: 'demo-token-marisol',
  moderator: 'demo-token-tobias',
  june: 'demo-token-juniper',
  quentin: 'demo-token-quentin',
  wren: 'demo-token-wren',
  felix: 'demo-token-felix',
  amara: 'demo-token-amara',
};

export function testConfig(overrides: Partial<InstanceConfig> = {}): InstanceConfig {
  return defaultConfig({
    now: TEST_NOW,
    dist: '/nonexistent-petrel-dist',
    warmFiles: false,
    ...overrides,
  });
}

export async function makeApp(overrides: Partial<InstanceConfig> = {}): Promise<FastifyInstance> {
  return buildServer(testConfig(overrides));
}

export interface JsonResponse<T> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
}

/**
 * GETs (or POSTs) a URL and validates the JSON body: against `schema` on success and against
 * Mastodon's Error schema otherwise. Every JSON the tests read goes through here.
 */
export async function requestJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  schema: string,
  options: {
    token?: string;
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
    payload?: Record<string, unknown>;
  } = {},
): Promise<JsonResponse<T>> {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json'))
    throw new Error(`${url} answered ${response.statusCode} with ${type}, not JSON`);
  const body: unknown = response.json();
  expectMatchesSchema(body, response.statusCode < 400 ? schema : 'Error');
  return { status: response.statusCode, headers: response.headers, body: body as T };
}

export interface WireStatus {
  id: string;
  visibility: string;
  content: string;
  spoiler_text: string;
  sensitive: boolean;
  in_reply_to_id: string | null;
  created_at: string;
  edited_at: string | null;
  reblog: WireStatus | null;
  quote: WireStatus | null;
  quote_id: string | null;
  account: {
    id: string;
    acct: string;
    username: string;
    display_name: string;
    emojis: { shortcode: string }[];
    bot: boolean;
    locked: boolean;
  };
  media_attachments: {
    id: string;
    type: string;
    url: string;
    preview_url: string;
    blurhash: string | null;
    meta?: { original?: { width?: number; height?: number; duration?: number } };
    pleroma: { mime_type: string };
  }[];
  mentions: { id: string; acct: string }[];
  tags: { name: string }[];
  emojis: { shortcode: string; url: string }[];
  emoji_reactions: {
    name: string;
    count: number;
    me: boolean;
    url: string | null;
    account_ids: string[];
  }[];
  poll: {
    multiple: boolean;
    expired: boolean;
    voted: boolean;
    own_votes: number[];
    options: { title: string; votes_count: number }[];
  } | null;
  card: { url: string; title: string } | null;
  favourited: boolean;
  pleroma: { local: boolean; emoji_reactions: unknown[]; conversation_id: string };
}

export function linkOf(headers: JsonResponse<unknown>['headers']): string | undefined {
  const link = headers.link;
  return typeof link === 'string' ? link : undefined;
}

/** Reads next/prev URLs from a Link header. */
export function parseLink(link: string | undefined): { next?: string; prev?: string } {
  const out: { next?: string; prev?: string } = {};
  for (const match of (link ?? '').matchAll(/<([^>]+)>;\s*rel="(next|prev)"/g))
    out[match[2] as 'next' | 'prev'] = match[1];
  return out;
}

/** The path and query of an absolute URL, for app.inject. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}
