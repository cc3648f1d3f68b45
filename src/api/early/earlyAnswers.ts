/**
 * Answers the page's early script (`landing.ts`, its own small entry in index.html) asked for
 * while the app's bundle was still downloading and evaluating (issue 28). The client adopts
 * one only for the very request it would make itself: same method, same URL, same token, and
 * each answer once. Anything else goes to the network as usual.
 */

/** Where the early script leaves its answers; the two entries share no module (no shared chunk). */
export const EARLY_ANSWERS_GLOBAL = '__petrelEarlyAnswers';

export interface EarlyAnswer {
  method: 'GET';
  /** Absolute, exactly as `buildUrl` writes it. */
  url: string;
  /** The bearer token sent, or null for an anonymous call. */
  token: string | null;
  response: Promise<Response>;
}

type Holder = Record<string, unknown>;

function answersIn(holder: Holder): EarlyAnswer[] | null {
  const list = holder[EARLY_ANSWERS_GLOBAL];
  return Array.isArray(list) ? (list as EarlyAnswer[]) : null;
}

/** The early answer to exactly this request, removed from the list; null when there is none. */
export function takeEarlyAnswer(
  method: string,
  url: string,
  token: string | null,
  holder: Holder = globalThis as unknown as Holder,
): Promise<Response> | null {
  const list = answersIn(holder);
  if (!list) return null;
  const index = list.findIndex(
    (answer) => answer.method === method && answer.url === url && answer.token === token,
  );
  if (index < 0) return null;
  const [answer] = list.splice(index, 1);
  return answer?.response ?? null;
}

/**
 * The app's script has started: from now on it makes its own calls, so an early script that
 * runs only now (it loads beside the app's script) must ask for nothing. Answers already there
 * stay to be adopted.
 */
export function claimEarlyAnswers(holder: Holder = globalThis as unknown as Holder): void {
  if (!answersIn(holder)) holder[EARLY_ANSWERS_GLOBAL] = [];
}

/**
 * Start-up is over: answers nobody took are forgotten, so a later request for the same URL
 * (a refresh minutes on) never gets the page load's answer.
 */
export function dropEarlyAnswers(holder: Holder = globalThis as unknown as Holder): void {
  holder[EARLY_ANSWERS_GLOBAL] = [];
}
