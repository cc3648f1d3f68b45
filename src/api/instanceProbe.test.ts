import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createApiClient } from './http';
import { isInstanceDocument, probeInstance } from './instance';

const fixtures = join(import.meta.dirname, '../../../shared/fixtures');
const read = (path: string): unknown => JSON.parse(readFileSync(join(fixtures, path), 'utf8'));
/** The captured snac answers keep the HTTP exchange around the body. */
const body = (path: string): unknown => (read(path) as { body: unknown }).body;

describe('isInstanceDocument', () => {
  it('knows snac2 as an instance', () => {
    expect(isInstanceDocument(body('snac-captured/instance-v1.json'))).toBe(true);
  });

  it.each([
    'soapbox-fixtures/mastodon-instance.json',
    'soapbox-fixtures/pleroma-instance.json',
    'soapbox-fixtures/akkoma-instance.json',
    'soapbox-fixtures/pixelfed-instance.json',
    'soapbox-fixtures/mitra-instance.json',
    'soapbox-fixtures/friendica-instance.json',
  ])('knows %s as an instance', (path) => {
    expect(isInstanceDocument(read(path))).toBe(true);
  });

  it('refuses a 404 body, a web page and nothing', () => {
    expect(isInstanceDocument({ error: 'Not found' })).toBe(false);
    expect(isInstanceDocument('<!doctype html><title>Blog</title>')).toBe(false);
    expect(isInstanceDocument(null)).toBe(false);
  });
});

describe('probeInstance', () => {
  const answering = (respond: () => Response | Promise<Response>) =>
    createApiClient({ baseUrl: 'https://x.example', fetchImpl: async () => respond() });

  it('tells an instance, another server and no answer apart', async () => {
    const instance = read('soapbox-fixtures/akkoma-instance.json');
    expect(await probeInstance(answering(() => Response.json(instance)))).toBe('instance');
    expect(
      await probeInstance(answering(() => new Response('<html></html>', { status: 200 }))),
    ).toBe('not-an-instance');
    expect(
      await probeInstance(answering(() => Response.json({ error: 'Not found' }, { status: 404 }))),
    ).toBe('not-an-instance');
    expect(
      await probeInstance(
        answering(() => {
          throw new TypeError('Failed to fetch');
        }),
      ),
    ).toBe('unreachable');
  });

  it('never sends the session token to a server being probed', async () => {
    let auth: string | null = 'unset';
    const client = createApiClient({
      baseUrl: 'https://x.example',
      getToken: () => 'secret',
      fetchImpl: async (_url, init) => {
        auth = new Headers(init?.headers).get('authorization');
        throw new ApiError({
          kind: 'network',
          status: 0,
          body: null,
          request: { method: 'GET', url: '' },
        });
      },
    });
    await probeInstance(client);
    expect(auth).toBeNull();
  });
});
