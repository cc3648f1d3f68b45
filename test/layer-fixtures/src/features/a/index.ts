export { shown } from './internal';
