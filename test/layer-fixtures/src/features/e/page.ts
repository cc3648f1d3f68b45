import { heading } from '../d';

export const page = heading;
