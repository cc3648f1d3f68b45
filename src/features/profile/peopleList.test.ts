import { describe, expect, it } from 'vitest';
import type { Page, User } from '../../api';
import { withoutPerson } from './peopleList';

const person = (id: string) => ({ id }) as User;
const page = (...ids: string[]): Page<User> => ({
  items: ids.map(person),
  next: null,
  prev: null,
});

describe('withoutPerson', () => {
  it('takes the person out of whichever page holds them', () => {
    const data = { pages: [page('a', 'b'), page('c', 'd')], pageParams: [{}, {}] };
    const result = withoutPerson(data, 'c');
    expect(result.pages.map((p) => p.items.map((u) => u.id))).toEqual([['a', 'b'], ['d']]);
    expect(result.pageParams).toBe(data.pageParams);
  });

  it('returns the same data when the person is not there', () => {
    const data = { pages: [page('a')], pageParams: [{}] };
    expect(withoutPerson(data, 'z')).toBe(data);
  });
});
