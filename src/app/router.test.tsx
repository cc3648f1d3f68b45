import { describe, expect, it } from 'vitest';
import { ROUTES } from './routeTable';
import { SCREENS } from './router';

describe('route screens', () => {
  it('gives every route of the table a screen, and no screen without a route', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });
});
