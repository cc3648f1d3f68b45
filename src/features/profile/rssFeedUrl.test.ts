import { describe, expect, it } from 'vitest';
import { rssFeedUrl } from './rssFeedUrl';

const url = 'https://gts.example/@amara';

describe('rssFeedUrl', () => {
  it('is the profile URL plus .rss on the Pleroma family and Mastodon', () => {
    expect(rssFeedUrl({ is_local: true }, url, 'akkoma')).toBe(`${url}.rss`);
    expect(rssFeedUrl({ is_local: true }, url, 'mastodon')).toBe(`${url}.rss`);
  });

  it("is GoToSocial's own feed for its accounts that turned it on, else none", () => {
    expect(rssFeedUrl({ is_local: true, enable_rss: true }, url, 'gotosocial')).toBe(
      `${url}/feed.rss`,
    );
    expect(rssFeedUrl({ is_local: true }, url, 'gotosocial')).toBeNull();
  });

  it("keeps the spec's link for another server's accounts seen from GoToSocial", () => {
    const remote = 'https://masto.example/@bo';
    expect(rssFeedUrl({ is_local: false }, remote, 'gotosocial')).toBe(`${remote}.rss`);
  });
});
