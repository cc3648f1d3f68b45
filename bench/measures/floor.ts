import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { median } from '../budgets';
import { measureColdLoad, type ColdLoad } from './coldLoad';

/** Where the floor page is written in the served build, and so its path on the fake instance. */
export const FLOOR_PATH = '/bench-floor.html';

/**
 * The floor of issue 28: the least a web page can do to show a timeline's first status. It
 * fetches the same first page Petrel's /main/all fetches (the public timeline with remote
 * posts, 20 statuses), writes the statuses into the document and marks `petrel:first-status`
 * after two frames, as Petrel's `markFirstStatusPainted` does, so `measureColdLoad` times both
 * alike. No framework, no start-up calls, no theme, no sanitiser: nothing a client needs.
 */
const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Floor</title></head><body><main id="feed" role="feed" aria-label="Floor"></main><script>
fetch('/api/v1/timelines/public?limit=20&local=false', { headers: { accept: 'application/json' } })
  .then(function (r) { return r.json(); })
  .then(function (statuses) {
    var feed = document.getElementById('feed');
    for (var i = 0; i < statuses.length; i++) {
      var s = statuses[i].reblog || statuses[i];
      var article = document.createElement('article');
      var name = document.createElement('strong');
      name.textContent = s.account.display_name || s.account.acct;
      var body = document.createElement('div');
      body.innerHTML = s.content;
      article.append(name, body);
      feed.append(article);
    }
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { performance.mark('petrel:first-status'); });
    });
  });
</script></body></html>
`;

/** Puts the floor page into the build the fake instance serves. */
export function writeFloorPage(dist: string): void {
  writeFileSync(join(dist, FLOOR_PATH.slice(1)), FLOOR_HTML);
}

export interface FloorComparison {
  runs: number;
  /** Petrel's first status and the floor's, run by run, interleaved (Petrel first). */
  petrelMs: number[];
  floorMs: number[];
  medianPetrelMs: number;
  medianFloorMs: number;
  /** Median of the per-run ratios Petrel / floor. */
  ratio: number;
}

/**
 * Petrel's cold load and the floor's, interleaved run by run at the same CPU throttling, so a
 * busy machine's load falls on both alike; the ratio is what to read (issue 28 item 1).
 */
export async function measureFloor(
  browser: Browser,
  base: string,
  runs: number,
): Promise<FloorComparison> {
  const petrelMs: number[] = [];
  const floorMs: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const petrel: ColdLoad = await measureColdLoad(browser, `${base}/main/all`, 1);
    const floor: ColdLoad = await measureColdLoad(browser, `${base}${FLOOR_PATH}`, 1);
    const p = petrel.firstStatusMs[0];
    const f = floor.firstStatusMs[0];
    if (p === undefined || f === undefined) continue;
    petrelMs.push(p);
    floorMs.push(f);
    ratios.push(p / f);
  }
  return {
    runs,
    petrelMs,
    floorMs,
    medianPetrelMs: median(petrelMs),
    medianFloorMs: median(floorMs),
    ratio: median(ratios),
  };
}
