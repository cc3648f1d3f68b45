import { label } from '../ui/Button';

export const format = (n: number): string => label + n;
