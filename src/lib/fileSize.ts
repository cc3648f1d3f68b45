export type SizeUnit = 'B' | 'KiB' | 'MiB' | 'GiB' | 'TiB';

const UNITS: SizeUnit[] = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** Bytes in the largest binary unit that keeps the number at 1 or more (document 1 §9 units). */
export function formatFileSize(bytes: number): { num: number; unit: SizeUnit } {
  let num = Math.max(0, bytes);
  let index = 0;
  while (num >= 1024 && index < UNITS.length - 1) {
    num /= 1024;
    index++;
  }
  return { num: Math.round(num * 100) / 100, unit: UNITS[index] ?? 'B' };
}
