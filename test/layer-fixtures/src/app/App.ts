import { hidden } from '../features/a/internal';

// The app composes features: it may reach any file.
export const app = hidden;
