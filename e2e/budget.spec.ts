import { BUDGETS } from '../bench/budgets';
import { measureFirstVisit } from '../bench/measures/firstVisit';
import { SIGNED_IN_CHUNK } from '../scripts/signedInChunks';
import { expect, test } from './support/fixtures';

// The signed-in home's lazy parts are one `signed-in` chunk (scripts/signedInChunks.ts). A
// visitor's page that loaded it would pay for all of them: signed out, none of these pages may.
// Weighed by the bench's own measure; the signed-in home must load it, or the check proves nothing.
const VISITOR_PATHS = ['/main/all', '/users/amara', '/about', '/notice/1', '/login'];
// Their weights too (issue 28 item 2): what `shared` holds beyond their use shows here first.
const WEIGHED = {
  '/main/all': BUDGETS.firstVisitGzipBytes.limit,
  '/about': BUDGETS.aboutGzipBytes.limit,
  '/notice/1': BUDGETS.conversationGzipBytes.limit,
  '/users/amara': BUDGETS.profileGzipBytes.limit,
} as Record<string, number>;
const isSignedInFile = (name: string) =>
  name.split('/').pop()?.startsWith(`${SIGNED_IN_CHUNK}-`) ?? false;

test('signed out, no page loads the signed-in chunk; the signed-in home does', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const home = await measureFirstVisit(browser, base, '/main/friends', 'demo-token-juniper');
  expect(home.statusShown).toBe(true);
  expect(home.files.map((f) => f.name).filter(isSignedInFile).length).toBeGreaterThan(0);
  expect(home.jsCssFiles).toBeLessThanOrEqual(BUDGETS.signedInFiles.limit);
  expect(home.jsCssGzipBytes).toBeLessThanOrEqual(BUDGETS.signedInGzipBytes.limit);
  for (const path of VISITOR_PATHS) {
    const visit = await measureFirstVisit(browser, base, path);
    expect(visit.files.length, path).toBeGreaterThan(0);
    expect(visit.files.map((f) => f.name).filter(isSignedInFile), path).toEqual([]);
    const limit = WEIGHED[path];
    if (limit !== undefined) expect(visit.jsCssGzipBytes, path).toBeLessThanOrEqual(limit);
  }
});
