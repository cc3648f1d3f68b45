import { hidden } from '../a/internal';

export const intoInternals = hidden;
