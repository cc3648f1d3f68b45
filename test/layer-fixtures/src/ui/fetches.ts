import { fetchThing } from '../api/client';

export const load = () => fetchThing('1');
