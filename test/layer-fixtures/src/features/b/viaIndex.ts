import { shown } from '../a';

export const viaIndex = shown;
