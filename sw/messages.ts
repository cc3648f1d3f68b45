/** The page asks a waiting worker (a new build) to take over; shared by the page and the worker. */
export const SKIP_WAITING = 'petrel:skip-waiting';
