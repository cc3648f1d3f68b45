import { round } from './budgets';
import type { Latency } from './measures/interactions';
import { repeatVisitMarkdown } from './measures/repeatVisit';
import type { Results } from './run';
import { touchSections } from './reportTouch';

function ms(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : `${round(value)} ms`;
}

function latencyRow(name: string, l: Latency): string {
  return `| ${name} | ${ms(l.medianMs)} | ${l.samplesMs.map(round).join(', ')} |`;
}

/** bench/results.md: every figure of issue 7, with the date and machine of the run. */
export function markdown(r: Results): string {
  const s = r.longSession;
  const lines = [
    '# Performance results',
    '',
    `${r.date} · ${r.machine} · ${r.mode} run, ${r.seconds} s`,
    '',
    '## Budgets',
    '',
    ...r.budgets.map((b) => `- ${b.message}`),
    '',
    '## 1. First visit (cold, JS and CSS)',
    '',
    '| path | requests | JS+CSS files | raw bytes | gzip bytes | status shown |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.firstVisit.map(
      (f) =>
        `| ${f.path}${f.signedIn ? ' (signed in)' : ''} | ${f.requests} | ${f.jsCssFiles} | ${f.jsCssRawBytes} | ${f.jsCssGzipBytes} | ${f.statusShown ? 'yes' : 'no'} |`,
    ),
    '',
    `## 2. Cold load of /main/all, CPU throttled ${r.coldLoad.cpuThrottling}x, ${r.coldLoad.runs} runs`,
    '',
    `- first status painted: median ${ms(r.coldLoad.medianFirstStatusMs)} (runs: ${r.coldLoad.firstStatusMs.map(round).join(', ')})`,
    `- largest contentful paint: median ${ms(r.coldLoad.medianLcpMs)}`,
    `- total blocking time: median ${ms(r.coldLoad.medianTbtMs)}`,
    ...(r.unusedJs
      ? [
          `- JavaScript not yet run at the first status: ${round(r.unusedJs.unusedPercent)} % of ${round(r.unusedJs.loadedBytes / 1000)} KB loaded (raw)`,
        ]
      : []),
    '',
    `## 3. Long session: ${s.statuses} statuses streamed at ${s.rate}/s while scrolling (${round(s.seconds)} s)`,
    '',
    `- JS heap after forced GC: ${round(s.heapMb)} MB`,
    `- DOM nodes: ${s.domNodes}`,
    `- longest task: ${ms(s.longestTaskMs)}; tasks over 50 ms: ${s.tasksOver50ms}`,
    `- ${s.scrollSeconds} s scroll while posts arrive: ${s.droppedFrames} frames dropped, ${s.scrollFrames} drawn`,
    '',
  ];
  if (r.interactions) {
    const i = r.interactions;
    lines.push(
      '## 4. Interaction latency (input event to the next frame painted, unthrottled)',
      '',
      '| interaction | median | samples |',
      '| --- | --- | --- |',
      latencyRow('Favorite click to pressed state', i.favorite),
      latencyRow("'.' to new posts shown", i.showNewPosts),
      latencyRow('opening the composer (New post)', i.openComposer),
      latencyRow('opening the media viewer', i.openMediaViewer),
      '',
    );
  } else {
    lines.push('## 4. Interaction latency', '', '- not measured in the short run', '');
  }
  if (r.lighthouse) {
    lines.push(
      '## 5. Lighthouse 12.8.2 on /main/all (mobile defaults, simulated throttling)',
      '',
      `- performance ${r.lighthouse.performance}, accessibility ${r.lighthouse.accessibility}`,
      `- LCP ${ms(r.lighthouse.lcpMs)}, TBT ${ms(r.lighthouse.tbtMs)}`,
      '',
    );
  } else {
    lines.push('## 5. Lighthouse', '', '- not run in the short run (docs/decisions.md)', '');
  }
  const l = r.longScroll;
  lines.push(
    `## 6. Long scroll: ${l.reached} statuses by "Load older", CPU throttled ${l.cpuThrottling}x (${l.pages} pages, ${round(l.seconds)} s)`,
    '',
    `- DOM nodes: at most ${l.domNodesMax} (sampled after every page, then at 3/4, 1/2, 1/4 and the top); ${l.domNodesAtEnd} at the end`,
    `- JS heap after forced GC: ${round(l.heapMb)} MB`,
    `- longest task: ${ms(l.longestTaskMs)}; tasks over 50 ms: ${l.tasksOver50ms}`,
    '',
  );
  // Issue 27's figure comes last, so the earlier sections keep their numbers.
  if (r.repeatVisit) lines.push(...repeatVisitMarkdown(r.repeatVisit, '9'));
  lines.push(...touchSections(r));
  return lines.join('\n');
}
