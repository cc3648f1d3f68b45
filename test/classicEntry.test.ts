import { runInNewContext } from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { classicEntryScript } from '../scripts/viteClassicEntry';

function chunk(fileName: string, code: string, isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, code, isEntry } as Rollup.OutputChunk;
}

function bundleOf(): Rollup.OutputBundle {
  const html =
    '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/rt-B.js">';
  return {
    'index.html': { type: 'asset', fileName: 'index.html', source: html } as Rollup.OutputAsset,
    'assets/rt-B.js': chunk('assets/rt-B.js', 'var e=1,t=(n)=>n+e;export{t};'),
    'assets/index-A.js': chunk(
      'assets/index-A.js',
      'import{t as e}from"./rt-B.js";var a=e(1);function b(){return import.meta.url}' +
        'function c(){return import.meta.resolve("./lazy-C.js")}export{a as t,b as x,c as in};',
      true,
    ),
    'assets/lazy-C.js': chunk(
      'assets/lazy-C.js',
      'const d=["assets/index-A.js"];import{t as r}from"./rt-B.js";' +
        'import{t as n,x as m}from"./index-A.js";export const v=[r(n),m(),d];',
    ),
  };
}

function run(bundle: Rollup.OutputBundle): void {
  const hook = classicEntryScript().generateBundle as {
    handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void;
  };
  hook.handler.call({}, {}, bundle);
}

const code = (bundle: Rollup.OutputBundle, name: string): string =>
  (bundle[name] as Rollup.OutputChunk).code;

describe('the classic entry', () => {
  it('loads the entry as a deferred classic script, without the runtime preload', () => {
    const bundle = bundleOf();
    run(bundle);
    const html = (bundle['index.html'] as Rollup.OutputAsset).source;
    expect(html).toBe('<script defer crossorigin src="/assets/index-A.js"></script>');
  });

  it('runs as a classic script: runtime inlined, import.meta its own address, exports on a global', () => {
    const bundle = bundleOf();
    run(bundle);
    const context: Record<string, unknown> = {
      document: { currentScript: { src: 'https://petrel.example/assets/index-A.js' } },
      URL,
    };
    context['globalThis'] = context;
    runInNewContext(code(bundle, 'assets/index-A.js'), context);
    const entry = context['__petrelEntry'] as { t: number; x: () => string; in: () => string };
    expect(entry.t).toBe(2);
    expect(entry.x()).toBe('https://petrel.example/assets/index-A.js');
    expect(entry.in()).toBe('https://petrel.example/assets/lazy-C.js');
  });

  it('has the runtime re-export the entry and the lazy chunks import it from there', () => {
    const bundle = bundleOf();
    run(bundle);
    const runtime = code(bundle, 'assets/rt-B.js');
    expect(runtime).toContain('export{t as $rt_t};');
    // `t` clashes with the runtime's own name and `in` cannot be declared: both renamed.
    expect(runtime).toContain('const{t:$x_t,in:$x_in}=$petrelEntry;export{$x_t as t,$x_in as in};');
    expect(runtime).toContain('export const{x}=$petrelEntry;');
    const lazy = code(bundle, 'assets/lazy-C.js');
    expect(lazy).toContain('import{$rt_t as r}from"./rt-B.js";');
    expect(lazy).toContain('import{t as n,x as m}from"./rt-B.js";');
    expect(lazy).toContain('const d=["assets/rt-B.js"];');
  });

  it('refuses an entry whose exported binding is reassigned later', () => {
    const bundle = bundleOf();
    (bundle['assets/index-A.js'] as Rollup.OutputChunk).code = 'var a=1;a=2;export{a as t};';
    expect(() => run(bundle)).toThrow(/reassigned/);
  });
});
