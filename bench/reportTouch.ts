import { round } from './budgets';
import type { Results } from './run';

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${round(value)} ms`);
const runs = (values: number[]) => values.map(round).join(', ');

/**
 * The issue 28 sections of bench/results.md: the floor page and the touch figures; `missing`
 * says why a figure has no value (its step failed, or the short run leaves it out).
 */
export function touchSections(
  r: Pick<Results, 'floor' | 'touch' | 'samples'>,
  missing: (step: string) => string,
): string[] {
  const { floor, touch } = r;
  const floorLines = floor
    ? [
        `## 7. First status against the floor page, interleaved, ${floor.runs} runs each at 4x`,
        '',
        `- Petrel /main/all: median ${ms(floor.medianPetrelMs)} (runs: ${runs(floor.petrelMs)})`,
        `- floor page (fetch one timeline page, write it in): median ${ms(floor.medianFloorMs)} (runs: ${runs(floor.floorMs)})`,
        `- ratio Petrel / floor, median of the per-run ratios: ${round(floor.ratio * 100) / 100} (${floor.petrelMs.length} of ${floor.runs} pairs)`,
        '',
      ]
    : ['## 7. First status against the floor page', '', missing('floor page'), ''];
  if (!touch) return [...floorLines, '## 8. Touch', '', missing('touch'), ''];
  const row = (name: string, median: number, samples: number[]) =>
    `| ${name} | ${ms(median)} | ${samples.length} of ${r.samples.touch}: ${runs(samples)} |`;
  return [
    ...floorLines,
    `## 8. Touch: input to the new state painted, CPU throttled ${touch.cpuThrottling}x, signed in`,
    '',
    '| interaction | median | samples |',
    '| --- | --- | --- |',
    row('favourite to pressed', touch.medianFavouriteMs, touch.favourite),
    row('repeat to pressed', touch.medianRepeatMs, touch.repeat),
    row('reaction to pressed', touch.medianReactMs, touch.react),
    row('time link to conversation shown', touch.medianOpenConversationMs, touch.openConversation),
    '',
  ];
}
