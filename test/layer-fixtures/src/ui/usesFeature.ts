import { shown } from '../features/a';

export const fromFeature = shown;
