import { describe, expect, it } from 'vitest';
import { manifestFor } from './appManifest';

const COLOURS = { themeColor: '#1f2b3a', backgroundColor: '#0f1620' };

describe('manifestFor', () => {
  it("carries the instance's name and the theme's colours, installable as a standalone app", () => {
    const manifest = manifestFor({ name: 'Harbour', ...COLOURS }, 'https://harbour.example');
    expect(manifest).toMatchObject({
      id: 'https://harbour.example/',
      name: 'Harbour',
      short_name: 'Harbour',
      start_url: 'https://harbour.example/',
      scope: 'https://harbour.example/',
      display: 'standalone',
      theme_color: '#1f2b3a',
      background_color: '#0f1620',
    });
  });

  it('gives absolute icons at 192 and 512 px and a maskable one', () => {
    const icons = manifestFor({ name: 'x', ...COLOURS }, 'https://a.example').icons as Array<{
      src: string;
      sizes: string;
      purpose: string;
    }>;
    expect(icons.every((i) => i.src.startsWith('https://a.example/static/'))).toBe(true);
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it("keeps Petrel's short name when the instance's is too long for a launcher", () => {
    const manifest = manifestFor(
      { name: 'The Harbour Social Club', ...COLOURS },
      'https://h.example',
    );
    expect(manifest['name']).toBe('The Harbour Social Club');
    expect(manifest['short_name']).toBe('Petrel');
  });

  it('falls back to Petrel when the instance has no name', () => {
    expect(manifestFor({ name: '  ', ...COLOURS }, 'https://h.example')['name']).toBe('Petrel');
  });
});
