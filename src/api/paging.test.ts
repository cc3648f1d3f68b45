import { describe, expect, it } from 'vitest';
import { compareIds, parseLinkHeader } from './paging';

describe('parseLinkHeader', () => {
  it('reads a Mastodon header with numeric ids', () => {
    const header =
      '<https://mastodon.example/api/v1/timelines/home?max_id=109372843234390000>; rel="next", ' +
      '<https://mastodon.example/api/v1/timelines/home?min_id=109372843234391234>; rel="prev"';
    expect(parseLinkHeader(header)).toEqual({
      next: { max_id: '109372843234390000' },
      prev: { min_id: '109372843234391234' },
    });
  });

  it('keeps Akkoma flake ids as opaque strings', () => {
    const header =
      '<https://akkoma.example/api/v1/timelines/public?limit=20&local=true&max_id=AHU2RrX0wdcwzCYjFQ>; rel="next", ' +
      '<https://akkoma.example/api/v1/timelines/public?limit=20&local=true&min_id=AJsajx9hY4Q7IKQXEe>; rel="prev"';
    expect(parseLinkHeader(header)).toEqual({
      next: { max_id: 'AHU2RrX0wdcwzCYjFQ' },
      prev: { min_id: 'AJsajx9hY4Q7IKQXEe' },
    });
  });

  it('reads relative URLs, since_id, extra params and unquoted rels', () => {
    const header =
      '</api/v1/notifications?exclude_types[]=move&max_id=9&since_id=3>; rel=next, </api/v1/notifications?since_id=42>; rel=prev';
    expect(parseLinkHeader(header)).toEqual({
      next: { max_id: '9', since_id: '3' },
      prev: { since_id: '42' },
    });
  });

  it('accepts "previous", extra attributes and commas inside URLs', () => {
    const header =
      '<https://x.example/api/v1/blocks?a=1,2&max_id=5>; title="a, b"; rel="next", <https://x.example/api/v1/blocks?min_id=7>; rel="previous"';
    expect(parseLinkHeader(header)).toEqual({ next: { max_id: '5' }, prev: { min_id: '7' } });
  });

  it('reads offset paging', () => {
    expect(parseLinkHeader('<https://x.example/api/v2/search?q=a&offset=40>; rel="next"')).toEqual({
      next: { offset: '40' },
    });
  });

  it.each([
    null,
    undefined,
    '',
    'garbage',
    '<>; rel="next"',
    '<https://x.example/?foo=1>; rel="next"',
    '<http://[bad>; rel="next"',
    'rel="next"',
  ])('gives nothing for malformed header %s', (header) => {
    expect(parseLinkHeader(header)).toEqual({});
  });

  it('ignores other rels and keeps the first of each', () => {
    const header =
      '<https://x.example/?max_id=1>; rel="self", <https://x.example/?max_id=2>; rel="next", <https://x.example/?max_id=3>; rel="next"';
    expect(parseLinkHeader(header)).toEqual({ next: { max_id: '2' } });
  });
});

describe('compareIds', () => {
  it('compares numeric ids by value without losing digits', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('109372843234390001', '109372843234390000')).toBeGreaterThan(0);
    expect(compareIds('0010', '10')).toBe(0);
    expect(compareIds('5', '5')).toBe(0);
  });
  it('compares opaque ids lexically by code unit', () => {
    expect(compareIds('AHU2RrX0wdcwzCYjFQ', 'AJsajx9hY4Q7IKQXEe')).toBeLessThan(0);
    expect(compareIds('a', 'B')).toBeGreaterThan(0);
    expect(compareIds('9v5bmRalQvjOy0ECcC', '9v5bmRalQvjOy0ECcC')).toBe(0);
  });
  it('sorts a list of mixed-length numeric ids', () => {
    expect(['100', '99', '1000', '5'].sort(compareIds)).toEqual(['5', '99', '100', '1000']);
  });
});
