export { heading } from './heading';
