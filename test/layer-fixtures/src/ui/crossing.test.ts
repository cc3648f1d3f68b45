import { hidden } from '../features/a/internal';

// Tests may compose layers.
export const inTest = hidden;
