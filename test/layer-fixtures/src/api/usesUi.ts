import { label } from '../ui/Button';

export const usesUi = label;
