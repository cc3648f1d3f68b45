import { session } from '../../core/session';

export const shown = session;
export const hidden = 1;
