import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layersConfig } from '../eslint.layers.js';

// Issue 26: the layers of docs/architecture.md are lint rules. The fixture tree holds one file
// per rule that breaks it and files that keep the rules; `npm run lint` runs the same config.
const root = path.resolve(import.meta.dirname, 'layer-fixtures');

async function lintFixtures(): Promise<Map<string, string[]>> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { '@typescript-eslint': tseslint.plugin },
      },
      ...layersConfig({ root }),
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  return new Map(
    results.map((result) => [
      path.relative(root, result.filePath),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}

const restricted = 'import-x/no-restricted-paths';

describe('layer rules', () => {
  it('reject every wrong import and accept the right ones', async () => {
    const found = await lintFixtures();
    expect(Object.fromEntries(found)).toEqual({
      // Wrong: a layer reaching above itself.
      'src/lib/reachesUp.ts': [restricted],
      'src/api/usesUi.ts': [restricted],
      'src/i18n/format.ts': [restricted],
      'src/ui/usesFeature.ts': [restricted],
      'src/core/reachesFeature.ts': [restricted],
      // Wrong: ui calling api (types and the error predicates are fine: src/ui/Button.ts).
      'src/ui/fetches.ts': ['@typescript-eslint/no-restricted-imports'],
      // Wrong: another feature's internal file.
      'src/features/b/intoInternals.ts': [restricted],
      // Wrong: a static cycle, reported on both files.
      'src/features/c/one.ts': ['import-x/no-cycle'],
      'src/features/c/two.ts': ['import-x/no-cycle'],
      // Wrong: two areas in a loop, even one closed by a lazy import(), reported on the
      // index.ts files it passes through.
      'src/features/d/index.ts': ['import-x/no-cycle'],
      'src/features/e/index.ts': ['import-x/no-cycle'],
      // Wrong: a double cast outside src/api (src/api/wire.ts may).
      'src/features/b/doubleCast.ts': ['no-restricted-syntax'],
      // Wrong: the fake instance using src/.
      'fake-instance/server.ts': [restricted],
      // Right.
      'src/lib/pure.ts': [],
      'src/api/client.ts': [],
      'src/api/errors.ts': [],
      'src/api/wire.ts': [],
      'src/ui/Button.ts': [],
      'src/ui/crossing.test.ts': [],
      'src/core/session.ts': [],
      'src/features/a/index.ts': [],
      'src/features/a/internal.ts': [],
      'src/features/b/viaIndex.ts': [],
      'src/features/c/lazyOne.ts': [],
      'src/features/c/lazyTwo.ts': [],
      'src/features/d/heading.ts': [],
      'src/features/e/warm.ts': [],
      'src/features/e/page.ts': [],
      'src/app/App.ts': [],
    });
  }, 60_000);
});
