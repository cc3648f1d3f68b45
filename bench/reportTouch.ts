import { round } from './budgets';
import type { Results } from './run';

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${round(value)} ms`);
const runs = (values: number[]) => values.map(round).join(', ');

/** The issue 28 sections of bench/results.md: the floor page and the touch figures. */
export function touchSections(r: Pick<Results, 'floor' | 'touch'>): string[] {
  const { floor, touch } = r;
  if (!floor || !touch)
    return ['## 7-8. Floor page and touch', '', '- not measured in the short run', ''];
  return [
    `## 7. First status against the floor page, interleaved, ${floor.runs} runs each at 4x`,
    '',
    `- Petrel /main/all: median ${ms(floor.medianPetrelMs)} (runs: ${runs(floor.petrelMs)})`,
    `- floor page (fetch one timeline page, write it in): median ${ms(floor.medianFloorMs)} (runs: ${runs(floor.floorMs)})`,
    `- ratio Petrel / floor, median of the per-run ratios: ${round(floor.ratio * 100) / 100}`,
    '',
    `## 8. Touch: input to the new state painted, CPU throttled ${touch.cpuThrottling}x, signed in`,
    '',
    '| interaction | median | samples |',
    '| --- | --- | --- |',
    `| favourite to pressed | ${ms(touch.medianFavouriteMs)} | ${runs(touch.favourite)} |`,
    `| repeat to pressed | ${ms(touch.medianRepeatMs)} | ${runs(touch.repeat)} |`,
    `| reaction to pressed | ${ms(touch.medianReactMs)} | ${runs(touch.react)} |`,
    `| time link to conversation shown | ${ms(touch.medianOpenConversationMs)} | ${runs(touch.openConversation)} |`,
    '',
  ];
}
