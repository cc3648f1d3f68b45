/**
 * The page's early script (issue 28): its own tiny entry in index.html, evaluated before the
 * app's bundle (module scripts run in document order), so the landing timeline's first page and
 * the theme are on their way while the bundle still downloads and evaluates. It only asks; the
 * client adopts an answer when it makes exactly that request (`earlyAnswers.ts`). A file, not
 * an inline script: the instance's CSP allows `script-src 'self'` only.
 */
import type { EarlyAnswer } from './earlyAnswers';
import {
  isPleromaFamily,
  landingPlan,
  nodeinfoDocument,
  themeRequest,
  type LandingPlan,
  type PlannedRequest,
} from './landingPlan';

// The same name as EARLY_ANSWERS_GLOBAL: importing it would make a chunk both entries share.
const GLOBAL = '__petrelEarlyAnswers';
const answers: EarlyAnswer[] = [];

function send(request: PlannedRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: request.accept ?? 'application/json' };
  if (request.token) headers['Authorization'] = `Bearer ${request.token}`;
  return fetch(request.url, {
    headers,
    ...(request.cache ? { cache: request.cache } : {}),
  });
}

/** Offers `response` to the client for exactly this request. */
function offer(request: PlannedRequest, response: Promise<Response>): void {
  // An answer nobody adopts fails silently; the client's own call reports its own failures.
  response.catch(() => undefined);
  answers.push({ method: 'GET', url: request.url, token: request.token, response });
}

function ask(request: PlannedRequest): void {
  offer(request, send(request));
}

/**
 * An index (the styles index, the nodeinfo index), handed to the client only once the file it
 * names is asked for: the client's own call for that file, made when the index is in, then
 * finds this answer instead of racing it (two requests for the one file).
 */
function askIndexThen(index: PlannedRequest, named: (json: unknown) => PlannedRequest | null) {
  const response = send(index).then(async (answer) => {
    try {
      const next = named(answer.ok ? await answer.clone().json() : null);
      if (next) ask(next);
    } catch {
      // Not JSON: the client's own call reports it.
    }
    return answer;
  });
  offer(index, response);
}

/**
 * A server never read: its instance answer decides whether the Pleroma family's files are
 * asked (a 404 is no way to learn it). The answer reaches the client only once they are asked,
 * so the client, which decides the same from the same answer, adopts them instead of racing.
 */
function askInstanceThen(
  decide: NonNullable<LandingPlan['decide']>,
  themeName: string,
  origin: string,
): void {
  const response = send(decide.instance).then(async (answer) => {
    try {
      if (answer.ok && isPleromaFamily(await answer.clone().json())) {
        decide.files.forEach(ask);
        askIndexThen(decide.styles, (index) => themeRequest(index, themeName, origin));
      }
    } catch {
      // Not JSON: the client's own calls decide and report.
    }
    return answer;
  });
  offer(decide.instance, response);
}

const holder = globalThis as unknown as Record<string, unknown>;
// The app's script ran first (both load at once): it asked for everything itself.
if (!(GLOBAL in holder)) {
  holder[GLOBAL] = answers;
  askEarly();
}

function askEarly(): void {
  try {
    const { origin } = window.location;
    const plan = landingPlan(window.location, window.localStorage);
    if (plan.timeline) ask(plan.timeline);
    if (plan.nodeinfo?.discover)
      askIndexThen(plan.nodeinfo, (index) => nodeinfoDocument(index, origin));
    else if (plan.nodeinfo) ask(plan.nodeinfo);
    plan.files.forEach(ask);
    if (plan.styles)
      askIndexThen(plan.styles, (index) => themeRequest(index, plan.themeName, origin));
    if (plan.decide) askInstanceThen(plan.decide, plan.themeName, origin);
  } catch {
    // No storage (a private window) or no fetch: the client makes its own calls.
  }
}
