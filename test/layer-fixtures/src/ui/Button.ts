import type { Thing } from '../api/client';
import { isApiError } from '../api/errors';
import { twice } from '../lib/pure';

export const label = 'button';
export const show = (thing: Thing, error: unknown): string =>
  isApiError(error) ? '' : thing.id + twice(1);
