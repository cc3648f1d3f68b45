import { lazyOne } from './lazyOne';

export const lazyTwo = lazyOne;
