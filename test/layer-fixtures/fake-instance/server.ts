import { twice } from '../src/lib/pure';

export const server = twice;
