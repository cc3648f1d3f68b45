import type { Linter } from 'eslint';

/** The layer rules (eslint.layers.js) for the tree under `root` (the repo by default). */
export function layersConfig(options?: { root?: string }): Linter.Config[];
