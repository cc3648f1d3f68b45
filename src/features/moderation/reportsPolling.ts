/** Document 1 §9: reports are polled every 60 s for admins and moderators. */
export const REPORTS_POLL_MS = 60_000;

// Nothing is imported statically: the first screen's bundle carries only this file's name.
const poll = () => void import('./reportsStore').then((m) => m.pollReports());

/**
 * Document 1 §4 and §9: the first staff sign-in loads this file, which fetches the reports at
 * once and then every 60 s. A tick that finds no staff member signed in (after a sign-out)
 * fetches nothing and forgets the reports; a later staff sign-in has them polled again.
 */
poll();
setInterval(poll, REPORTS_POLL_MS);
