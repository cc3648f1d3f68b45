import { warmPage } from '../e';

// A status's time link warming the conversation screen, which shows statuses.
export const heading = warmPage;
