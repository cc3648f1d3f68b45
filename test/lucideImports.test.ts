import { describe, expect, it } from 'vitest';
import { lucideExports, splitLucideImports } from '../scripts/lucideImports';

const INDEX = [
  "import * as index from './icons/index.mjs';",
  'export { index as icons };',
  "export { default as Star, default as StarIcon, default as LucideStar } from './icons/star.mjs';",
  "export { default as X, default as XIcon } from './icons/x.mjs';",
  "export { LucideProvider, useLucideContext } from './context.mjs';",
].join('\n');

const exports = lucideExports(INDEX, '/lib/esm');

describe('lucideExports', () => {
  it('maps every exported name to its file and the name inside it', () => {
    expect(exports.get('StarIcon')).toEqual({
      file: '/lib/esm/icons/star.mjs',
      imported: 'default',
    });
    expect(exports.get('useLucideContext')).toEqual({
      file: '/lib/esm/context.mjs',
      imported: 'useLucideContext',
    });
    expect(exports.has('icons')).toBe(false);
  });
});

describe('splitLucideImports', () => {
  it('imports each icon from its own file, under the local name, keeping the line count', () => {
    const code =
      "import {\n  Star,\n  X as Close,\n  type LucideIcon,\n} from 'lucide-react';\nuse(Star);";
    const out = splitLucideImports(code, exports);
    expect(out).toBe(
      'import Star from "/lib/esm/icons/star.mjs"; import Close from "/lib/esm/icons/x.mjs";\n\n\n\n\nuse(Star);',
    );
  });

  it('keeps named exports named', () => {
    expect(splitLucideImports("import { useLucideContext } from 'lucide-react';", exports)).toBe(
      'import { useLucideContext as useLucideContext } from "/lib/esm/context.mjs";',
    );
  });

  it('leaves type-only imports and imports of unknown names whole', () => {
    const typeOnly = "import type { LucideIcon } from 'lucide-react';";
    const unknown = "import { Star, Nope } from 'lucide-react';";
    expect(splitLucideImports(typeOnly, exports)).toBe(typeOnly);
    expect(splitLucideImports(unknown, exports)).toBe(unknown);
  });
});
