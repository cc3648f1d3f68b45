import { shown } from '../features/a';

export const up = shown;
