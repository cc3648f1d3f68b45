/**
 * The performance budgets of issue 7. Timings carry `timing: true`: the short run in `npm test`
 * multiplies their limits by a slack factor, because CI's two shared cores make every timing
 * noisy; bytes, node counts, heap and scores are checked as they are.
 */
export const BUDGETS = {
  // The merged tree's figure plus 0.5 %, so it cannot grow back: 94,597 B in 3 files in the
  // merged tree of 27 Nov's fifth session; 94,475 B in 3 files in the
  // merged tree of 27 Nov's third session (text through one context +107 B, the kept screen
  // painted at once, the shared frame wait, the server's post formats); 94,121 B in 3 files in
  // the merged tree of 27 Nov's second session (the kept first screen +881 B, the early script's
  // server check +281 B, icons as one element each -640 B); 93,482 B in 3 files in the
  // merged tree of 27 Nov (the classic entry, the click fixes); 92,417 B in 4 files in the
  // merged tree of 26 Nov's third session (91,133 B when Preact came, before that session's
  // other work; 150,677 B under React DOM). Issue 28 asks for 110 KB, issue 26 for 138,103 B.
  firstVisitGzipBytes: { limit: 95_331, label: 'first-visit JS+CSS gzip (bytes)' },
  // Visitors' other pages, cold, signed out: the start-up files, the page's chunk and the
  // `shared` chunk (scripts/signedInChunks.ts), measured plus 0.5 % (117,839 B, 119,509 B and
  // 130,422 B in the merged tree of 27 Nov's fifth session, the settings and sign-in catalogues
  // and three api modules split off the shared chunk; 125,286 B, 126,953 B and
  // 136,945 B in the merged tree of 27 Nov's third session; 124,849 B, 126,524 B and
  // 136,450 B in the merged tree of 27 Nov's second session, the conversation now a real
  // status's page, not the 404 of `/notice/1`; 122,466 B, 123,579 B and 133,728 B in the merged
  // tree of 26 Nov's third session, under Preact; 180,671 B,
  // 181,757 B and 192,160 B under React DOM).
  aboutGzipBytes: { limit: 118_698, label: '/about JS+CSS gzip, signed out (bytes)' },
  conversationGzipBytes: {
    limit: 120_359,
    label: '/notice/<id> JS+CSS gzip, signed out, a public status (bytes)',
  },
  profileGzipBytes: { limit: 131_362, label: '/users/amara JS+CSS gzip, signed out (bytes)' },
  firstStatusMs: {
    limit: 1500,
    label: 'cold load to first status at 4x CPU throttling (ms, median)',
    timing: true,
  },
  repeatVisitFirstStatusMs: {
    limit: 500,
    label: 'repeat visit to first status at 4x CPU, service worker warm (ms, median)',
    timing: true,
  },
  longSessionHeapMb: { limit: 150, label: 'long session JS heap after GC (MB)' },
  longSessionDomNodes: { limit: 3000, label: 'long session DOM nodes' },
  longSessionLongestTaskMs: {
    limit: 200,
    label: 'long session longest task (ms)',
    timing: true,
  },
  // Issue 28: the first visit's file count, the signed-in home's bytes and files, the first
  // status against the floor page of the same run, and what a finger waits for (at 4x).
  // The app's script (a classic script since 27 Nov, its runtime inside it), its stylesheet,
  // and the early script (src/api/early/, 1,499 B gzip, counted in the figure above).
  firstVisitFiles: { limit: 3, label: 'first-visit JS+CSS files' },
  // The issue's 150,000 B in its 8 files: the signed-in and shared groups of vite.config.ts
  // and the early script: 142,447 B in the merged tree of 27 Nov's fifth session plus 0.5 %
  // (7.6 KB cut that session: catalogues and api calls other pages use moved off it); before,
  // 149,983 B, and 149,686 B in the merged tree of 27 Nov's third session, where plus
  // 0.5 % would pass the issue's cap, so the cap itself (149,136 B in the merged tree of 27
  // Nov's second session, 148,476 B earlier that day) (146,773 B on 26 Nov; 145,107 B when
  // Preact came; 204,982 B under React DOM; 215,343 B in 62 files before the groups).
  signedInGzipBytes: { limit: 143_486, label: 'signed-in home JS+CSS gzip (bytes)' },
  // 7 and the early script: the issue's 8.
  signedInFiles: { limit: 8, label: 'signed-in home JS+CSS files' },
  // The signed-in home's lazy parts are one chunk (scripts/signedInChunks.ts): no visitor's
  // page may load it, and the signed-in home must, or the visitors' zero proves nothing.
  visitorSignedInChunkFiles: {
    limit: 0,
    label:
      "signed-in chunk files on visitors' pages (/main/all, /about, /notice/<id>, /users/amara, /login)",
  },
  homeSignedInChunkFiles: {
    limit: 1,
    label: 'signed-in chunk files on the signed-in home, a status shown',
    atLeast: true,
  },
  floorRatio: {
    limit: 1.5,
    label: 'first status / floor page first status (median of per-run ratios)',
    timing: true,
  },
  favouriteMs: {
    limit: 20,
    label: 'favourite click to pressed state painted at 4x CPU (ms, median)',
    timing: true,
  },
  // Issue 28 item 3 holds repeat and react to Akkoma-FE's time as well: the favourite's 20 ms.
  repeatMs: {
    limit: 20,
    label: 'repeat click to pressed state painted at 4x CPU (ms, median)',
    timing: true,
  },
  reactMs: {
    limit: 20,
    label: 'reaction click to pressed state painted at 4x CPU (ms, median)',
    timing: true,
  },
  openConversationMs: {
    limit: 100,
    label: 'time link click to conversation painted at 4x CPU (ms, median)',
    timing: true,
  },
  // Issue 28 item 4: "Load older" down to 2,000 statuses (600 in the short run) at 4x CPU.
  longScrollDomNodes: { limit: 2500, label: 'long scroll DOM nodes, most at any point' },
  longScrollHeapMb: { limit: 40, label: 'long scroll JS heap after GC (MB)' },
  longScrollLongestTaskMs: {
    limit: 150,
    label: 'long scroll longest task at 4x CPU throttling (ms)',
    timing: true,
  },
  lighthousePerformance: { limit: 90, label: 'Lighthouse performance score', atLeast: true },
  lighthouseAccessibility: { limit: 90, label: 'Lighthouse accessibility score', atLeast: true },
} as const;

export type BudgetName = keyof typeof BUDGETS;

export interface BudgetCheck {
  name: BudgetName;
  value: number;
  limit: number;
  ok: boolean;
  message: string;
}

/** Checks one figure; `slack` (at least 1) widens only the timing budgets. */
export function checkBudget(name: BudgetName, value: number, slack = 1): BudgetCheck {
  const budget = BUDGETS[name];
  const atLeast = 'atLeast' in budget && budget.atLeast;
  const timing = 'timing' in budget && budget.timing;
  const limit = timing ? budget.limit * Math.max(1, slack) : budget.limit;
  const ok = Number.isFinite(value) && (atLeast ? value >= limit : value <= limit);
  const relation = atLeast ? 'at least' : 'at most';
  const widened = limit !== budget.limit ? ` incl. ${slack}x slack` : '';
  const message = `${ok ? 'ok  ' : 'OVER'} ${budget.label}: ${round(value)} (budget: ${relation} ${round(limit)}${widened})`;
  return { name, value, limit, ok, message };
}

/** The failure text of a run, naming every broken budget; null when all hold. */
export function brokenBudgets(checks: readonly BudgetCheck[]): string | null {
  const broken = checks.filter((c) => !c.ok);
  if (broken.length === 0) return null;
  return `Performance budget broken: ${broken.map((b) => b.name).join(', ')}\n${broken
    .map((b) => `  ${b.message}`)
    .join('\n')}`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
