import { round } from './budgets';
import type { Latency } from './measures/interactions';
import { repeatVisitMarkdown } from './measures/repeatVisit';
import type { Results } from './run';
import { summaryTable } from './reportSummary';
import { touchSections } from './reportTouch';

function ms(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '–' : `${round(value)} ms`;
}

function latencyRow(name: string, l: Latency, asked: number): string {
  return `| ${name} | ${ms(l.medianMs)} | ${l.samplesMs.length} of ${asked}: ${l.samplesMs.map(round).join(', ')} |`;
}

/** What a section says when its step did not run or did not finish. */
function missing(r: Results, step: string, shortToo = false): string {
  const failure = r.failures.find((f) => f.step === step);
  if (failure) return `- not measured: the step failed (${failure.error})`;
  return r.mode === 'short' && !shortToo ? '- not measured in the short run' : '- not measured';
}

function coldLoadSection(r: Results): string[] {
  const c = r.coldLoad;
  if (!c) return ['## 2. Cold load of /main/all', '', missing(r, 'cold load', true), ''];
  return [
    `## 2. Cold load of /main/all, CPU throttled ${c.cpuThrottling}x, ${c.runs} runs`,
    '',
    `- first status painted: median ${ms(c.medianFirstStatusMs)} (${c.firstStatusMs.length} of ${c.runs} runs: ${c.firstStatusMs.map(round).join(', ')})`,
    `- largest contentful paint: median ${ms(c.medianLcpMs)}`,
    `- total blocking time: median ${ms(c.medianTbtMs)}`,
    ...(r.unusedJs
      ? [
          `- JavaScript not yet run at the first status: ${round(r.unusedJs.unusedPercent)} % of ${round(r.unusedJs.loadedBytes / 1000)} KB loaded (raw)`,
        ]
      : []),
    '',
  ];
}

function longSessionSection(r: Results): string[] {
  const s = r.longSession;
  if (!s) return ['## 3. Long session', '', missing(r, 'long session', true), ''];
  return [
    `## 3. Long session: ${s.statuses} statuses streamed at ${s.rate}/s while scrolling (${round(s.seconds)} s)`,
    '',
    `- JS heap after forced GC: ${round(s.heapMb)} MB`,
    `- DOM nodes: ${s.domNodes}`,
    `- longest task: ${ms(s.longestTaskMs)}; tasks over 50 ms: ${s.tasksOver50ms}`,
    `- ${s.scrollSeconds} s scroll while posts arrive: ${s.droppedFrames} frames dropped, ${s.scrollFrames} drawn`,
    '',
  ];
}

function interactionsSection(r: Results): string[] {
  const i = r.interactions;
  if (!i) return ['## 4. Interaction latency', '', missing(r, 'interactions'), ''];
  const asked = r.samples.interactions;
  return [
    '## 4. Interaction latency (input event to the next frame painted, unthrottled)',
    '',
    '| interaction | median | samples |',
    '| --- | --- | --- |',
    latencyRow('Favorite click to pressed state', i.favorite, asked),
    latencyRow("'.' to new posts shown", i.showNewPosts, asked),
    latencyRow('opening the composer (New post)', i.openComposer, asked),
    latencyRow('opening the media viewer', i.openMediaViewer, asked),
    '',
  ];
}

function lighthouseSection(r: Results): string[] {
  const l = r.lighthouse;
  if (!l) return ['## 5. Lighthouse', '', missing(r, 'lighthouse'), ''];
  return [
    '## 5. Lighthouse 12.8.2 on /main/all (mobile defaults, simulated throttling)',
    '',
    `- performance ${l.performance}, accessibility ${l.accessibility}`,
    `- LCP ${ms(l.lcpMs)}, TBT ${ms(l.tbtMs)}`,
    '',
  ];
}

function longScrollSection(r: Results): string[] {
  const l = r.longScroll;
  if (!l) return ['## 6. Long scroll', '', missing(r, 'long scroll', true), ''];
  return [
    `## 6. Long scroll: ${l.reached} statuses by "Load older", CPU throttled ${l.cpuThrottling}x (${l.pages} pages, ${round(l.seconds)} s)`,
    '',
    `- DOM nodes: at most ${l.domNodesMax} (sampled after every page, then at 3/4, 1/2, 1/4 and the top); ${l.domNodesAtEnd} at the end`,
    `- JS heap after forced GC: ${round(l.heapMb)} MB`,
    `- longest task: ${ms(l.longestTaskMs)}; tasks over 50 ms: ${l.tasksOver50ms}`,
    `- the longest by the page's own clock, with the rows each mounted/unmounted: ${
      l.longest.map((t) => `${t.ms} ms ${t.mounted}/${t.unmounted}`).join(', ') || '-'
    }`,
    '',
  ];
}

/** bench/results.md: every figure of issues 7, 27 and 28, with the date and machine of the run. */
export function markdown(r: Results): string {
  const lines = [
    '# Performance results',
    '',
    `${r.date} · ${r.machine} · ${r.mode} run, ${r.seconds} s`,
    '',
    ...(r.failures.length > 0
      ? [
          '## Steps that could not finish',
          '',
          ...r.failures.map((f) => `- ${f.step}: ${f.error}`),
          '',
        ]
      : []),
    '## Every figure against its budget',
    '',
    ...summaryTable(r),
    '',
    '## 1. First visit (cold, JS and CSS)',
    '',
    '| path | requests | JS+CSS files | raw bytes | gzip bytes | status shown |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.firstVisit.map(
      (f) =>
        `| ${f.path}${f.signedIn ? ' (signed in)' : ''} | ${f.requests} | ${f.jsCssFiles} | ${f.jsCssRawBytes} | ${f.jsCssGzipBytes} | ${f.statusShown ? 'yes' : 'no'} |`,
    ),
    ...(r.firstVisit.length === 0 ? ['', missing(r, 'first visit', true)] : []),
    '',
    ...coldLoadSection(r),
    ...longSessionSection(r),
    ...interactionsSection(r),
    ...lighthouseSection(r),
    ...longScrollSection(r),
  ];
  lines.push(...touchSections(r, (step) => missing(r, step)));
  // Issue 27's figure comes last, so the earlier sections keep their numbers.
  if (r.repeatVisit) lines.push(...repeatVisitMarkdown(r.repeatVisit, '9'));
  else lines.push('## 9. Repeat visit', '', missing(r, 'repeat visit'), '');
  return lines.join('\n');
}
