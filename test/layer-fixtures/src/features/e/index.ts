export { warmPage } from './warm';
