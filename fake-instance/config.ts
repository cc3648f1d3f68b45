import { readFileSync } from 'node:fs';
import { SOFTWARE, type Software } from './software.js';

/** How the fake instance behaves: each field mirrors an Akkoma setting the client reacts to. */

export type Registrations = 'open' | 'closed' | 'approval';
export type CaptchaType = 'none' | 'native' | 'kocaptcha';
export type PublicTimeline = 'local' | 'federated' | 'bubble';
/** Which people and posts the instance starts with: the main seed, or the small second one. */
export type SeedName = 'petrel' | 'harbour';

export interface InstanceConfig {
  port: number;
  host: string;
  /** The address clients use; absolute URLs in the JSON are built from it. */
  publicUrl: string;
  /** Akkoma's `instance.public: false`: visitors see no timelines, statuses or profiles. */
  privateMode: boolean;
  registrations: Registrations;
  /** Akkoma's `instance.local_bubble`: ASCII domains whose posts join the bubble timeline. */
  bubbleInstances: string[];
  /** Timelines visitors may not read (Akkoma's `restrict_unauthenticated.timelines`). */
  restrictedTimelines: PublicTimeline[];
  mailer: boolean;
  captcha: CaptchaType;
  /** Turns on the /__control API used by tests to inject faults. */
  control: boolean;
  /** Sends the Content-Security-Policy (csp.ts) with the client's page. */
  csp?: boolean;
  /** Folder of the built client. */
  dist: string;
  title: string;
  /** The clock the seed's relative times hang from; defaults to the start time. */
  now?: number;
  logRequests: boolean;
  /** Encode all seeded pictures in the background once listening (off in tests). */
  warmFiles: boolean;
  /** The server it pretends to be (software.ts): Akkoma, a plain Mastodon 4, or GoToSocial. */
  software: Software;
  /** The seed: 'harbour' is a second instance's own small one (standalone, several accounts). */
  seed: SeedName;
  /** Serve only the built client, with no API: a plain static host (standalone mode). */
  staticOnly: boolean;
}

export const DEFAULT_PORT = 8787;

export function defaultConfig(overrides: Partial<InstanceConfig> = {}): InstanceConfig {
  const port = overrides.port ?? DEFAULT_PORT;
  const host = overrides.host ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl: `http://${host}:${port}`,
    privateMode: false,
    registrations: 'open',
    bubbleInstances: ['lichen.example'],
    restrictedTimelines: [],
    mailer: false,
    captcha: 'none',
    control: false,
    dist: 'dist',
    title: 'Petrel Demo',
    logRequests: false,
    warmFiles: true,
    software: 'akkoma',
    seed: 'petrel',
    staticOnly: false,
    // Drop undefined fields so a half-filled override cannot blank out a default.
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  };
}

/** True when a visitor (no token) may read the given timeline. */
export function visitorsMayRead(config: InstanceConfig, timeline: PublicTimeline): boolean {
  return !config.privateMode && !config.restrictedTimelines.includes(timeline);
}

const USAGE = `Usage: tsx fake-instance/main.ts [options]
  --config <file.json>        read options from a JSON file (flags given after it win)
  --port <n>                  port (default 8787, or $PORT)
  --host <addr>               address to listen on (default 127.0.0.1)
  --public-url <url>          address used in absolute URLs (default http://HOST:PORT)
  --private                   private mode: visitors get no timelines, statuses or profiles
  --registrations <mode>      open | closed | approval (default open)
  --bubble <a,b>              bubble instances (default lichen.example; "" for none)
  --restrict <list>           timelines hidden from visitors: local,federated,bubble
  --mailer / --no-mailer      whether the instance can send mail (default off)
  --captcha <type>            none | native | kocaptcha (default none)
  --control                   enable the /__control fault API
  --csp                       send the Content-Security-Policy with the client's page
  --dist <dir>                built client to serve (default dist)
  --title <name>              instance name
  --software <name>           akkoma | mastodon | gotosocial: pretend to be a plain Mastodon 4
                              or GoToSocial 0.19 (default akkoma)
  --seed <name>               petrel | harbour (a second instance's own people and posts)
  --static-only               serve the built client alone, with no API (standalone mode)
  --log                       log every request
  --help                      this text`;

const TIMELINES = ['local', 'federated', 'bubble'] as const;
const REGISTRATIONS = ['open', 'closed', 'approval'] as const;
const CAPTCHAS = ['none', 'native', 'kocaptcha'] as const;
const SEEDS = ['petrel', 'harbour'] as const;

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${flag} must be one of ${allowed.join(', ')}, not "${value}"`);
}

function fromJson(raw: unknown): Partial<InstanceConfig> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('config file must hold a JSON object');
  const input = raw as Record<string, unknown>;
  const out: Partial<InstanceConfig> = {};
  const str = (key: string): string | undefined =>
    typeof input[key] === 'string' ? (input[key] as string) : undefined;
  const bool = (key: string): boolean | undefined =>
    typeof input[key] === 'boolean' ? (input[key] as boolean) : undefined;
  if (typeof input.port === 'number') out.port = input.port;
  if (str('host')) out.host = str('host');
  if (str('publicUrl')) out.publicUrl = str('publicUrl');
  if (bool('privateMode') !== undefined) out.privateMode = bool('privateMode');
  if (str('registrations'))
    out.registrations = oneOf(str('registrations') ?? '', REGISTRATIONS, 'registrations');
  if (Array.isArray(input.bubbleInstances))
    out.bubbleInstances = input.bubbleInstances.filter((d): d is string => typeof d === 'string');
  if (Array.isArray(input.restrictedTimelines)) {
    out.restrictedTimelines = input.restrictedTimelines.map((t) =>
      oneOf(String(t), TIMELINES, 'restrictedTimelines'),
    );
  }
  if (bool('mailer') !== undefined) out.mailer = bool('mailer');
  if (str('captcha')) out.captcha = oneOf(str('captcha') ?? '', CAPTCHAS, 'captcha');
  if (bool('control') !== undefined) out.control = bool('control');
  if (bool('csp') !== undefined) out.csp = bool('csp');
  if (str('dist')) out.dist = str('dist');
  if (str('title')) out.title = str('title');
  if (typeof input.now === 'number') out.now = input.now;
  if (bool('logRequests') !== undefined) out.logRequests = bool('logRequests');
  if (str('software')) out.software = oneOf(str('software') ?? '', SOFTWARE, 'software');
  if (str('seed')) out.seed = oneOf(str('seed') ?? '', SEEDS, 'seed');
  if (bool('staticOnly') !== undefined) out.staticOnly = bool('staticOnly');
  return out;
}

export interface ParsedArgs {
  config: InstanceConfig;
  help: boolean;
  usage: string;
}

/** Reads flags (and an optional --config file) into a full config. Throws on bad input. */
export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ParsedArgs {
  let partial: Partial<InstanceConfig> = {};
  if (env.PORT) partial.port = Number.parseInt(env.PORT, 10);
  let help = false;
  const args = [...argv];
  const value = (flag: string): string => {
    const next = args.shift();
    if (next === undefined) throw new Error(`${flag} needs a value`);
    return next;
  };
  while (args.length > 0) {
    const flag = args.shift() ?? '';
    switch (flag) {
      case '--config':
        partial = { ...partial, ...fromJson(JSON.parse(readFileSync(value(flag), 'utf8'))) };
        break;
      case '--port':
        partial.port = Number.parseInt(value(flag), 10);
        if (!Number.isInteger(partial.port) || partial.port < 0 || partial.port > 65535)
          throw new Error('--port must be 0-65535');
        break;
      case '--host':
        partial.host = value(flag);
        break;
      case '--public-url':
        partial.publicUrl = value(flag).replace(/\/$/, '');
        break;
      case '--private':
        partial.privateMode = true;
        break;
      case '--registrations':
        partial.registrations = oneOf(value(flag), REGISTRATIONS, flag);
        break;
      case '--bubble':
        partial.bubbleInstances = list(value(flag));
        break;
      case '--restrict':
        partial.restrictedTimelines = list(value(flag)).map((t) => oneOf(t, TIMELINES, flag));
        break;
      case '--mailer':
        partial.mailer = true;
        break;
      case '--no-mailer':
        partial.mailer = false;
        break;
      case '--captcha':
        partial.captcha = oneOf(value(flag), CAPTCHAS, flag);
        break;
      case '--control':
        partial.control = true;
        break;
      case '--csp':
        partial.csp = true;
        break;
      case '--seed':
        partial.seed = oneOf(value(flag), SEEDS, flag);
        break;
      case '--static-only':
        partial.staticOnly = true;
        break;
      case '--dist':
        partial.dist = value(flag);
        break;
      case '--title':
        partial.title = value(flag);
        break;
      case '--log':
        partial.logRequests = true;
        break;
      case '--software':
        partial.software = oneOf(value(flag), SOFTWARE, flag);
        break;
      case '--help':
      case '-h':
        help = true;
        break;
      default:
        throw new Error(`unknown option ${flag}\n\n${USAGE}`);
    }
  }
  // publicUrl follows host and port unless it was given.
  const base = defaultConfig({ port: partial.port, host: partial.host });
  const config = defaultConfig({ ...partial, publicUrl: partial.publicUrl ?? base.publicUrl });
  return { config, help, usage: USAGE };
}
