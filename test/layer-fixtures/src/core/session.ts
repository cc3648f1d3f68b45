import { fetchThing } from '../api/client';

export const session = () => fetchThing('me');
