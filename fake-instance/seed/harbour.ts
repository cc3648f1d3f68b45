import { FileLibrary } from '../media/library.js';
import { hex, type Recipe } from '../media/patterns.js';
import type { AccountRecord, SeedData, StatusRecord, TokenRecord } from '../store.js';
import { registerAssets, registerPortraits } from './assets.js';
import type { IdStyle } from '../ids.js';
import { SeedClock } from './clock.js';
import { formatPlain, type MentionTarget } from './html.js';
import { profileUrl } from './build.js';
import { newStatusRecord } from '../statusRecord.js';

/**
 * The second fake instance's seed ("Harbour"): a handful of people and posts of its own, so a
 * client signed in to both instances shows two different home timelines. Every name and post
 * here is invented for this project. Tokens follow the main seed's pattern: demo-token-<name>.
 */

interface HarbourPerson {
  username: string;
  displayName: string;
  bio: string;
  role?: 'admin' | 'moderator';
  joinedDaysAgo: number;
  avatar: Recipe;
  header: Recipe;
}

export const HARBOUR_PEOPLE: readonly HarbourPerson[] = [
  {
    username: 'ottilie',
    displayName: 'Ottilie Brandt',
    bio: 'Runs the Harbour server from a boathouse. Backups on Sundays.',
    role: 'admin',
    joinedDaysAgo: 400,
    avatar: { pattern: 'rings', colours: [hex('#0b3c5d'), hex('#d9b310'), hex('#f4f4f4')] },
    header: { pattern: 'waves', colours: [hex('#0b3c5d'), hex('#328cc1'), hex('#f4f4f4')] },
  },
  {
    username: 'bram',
    displayName: 'Bram Okafor',
    bio: 'Ferry timetables, knots and the odd sea shanty.',
    joinedDaysAgo: 300,
    avatar: { pattern: 'dots', colours: [hex('#2e4600'), hex('#a2c523'), hex('#ffffff')] },
    header: { pattern: 'hills', colours: [hex('#486b00'), hex('#7d4427'), hex('#c9e4a5')] },
  },
  {
    username: 'sunniva',
    displayName: 'Sunniva Haugen',
    bio: 'Lighthouse keeper, part-time. Photographs fog.',
    joinedDaysAgo: 200,
    avatar: { pattern: 'sun', colours: [hex('#5d1f0b'), hex('#f29c34'), hex('#ffe9c9')] },
    header: { pattern: 'horizon', colours: [hex('#1d2b44'), hex('#37475f'), hex('#f7d08a')] },
  },
  {
    username: 'kasimir',
    displayName: 'Kasimir Wolde',
    bio: 'Builds model boats at a scale nobody asked for.',
    joinedDaysAgo: 120,
    avatar: { pattern: 'checker', colours: [hex('#3b2e5a'), hex('#b8a9d9'), hex('#ffffff')] },
    header: { pattern: 'stripes', colours: [hex('#3b2e5a'), hex('#6d5a9c'), hex('#e8e0f7')] },
  },
];

/** Author, minutes ago, text: newest last so ids follow the order. */
const HARBOUR_POSTS: readonly (readonly [string, number, string])[] = [
  ['ottilie', 2880, 'Welcome to Harbour! A small server for people who like boats and quiet.'],
  ['sunniva', 2400, 'Fog came in at six and never left. The foghorn is my alarm clock now.'],
  ['kasimir', 1900, 'The model trawler has a working winch. It winds up one paperclip at a time.'],
  ['bram', 1500, 'The 7:40 ferry is running late again; the gulls are running on time. #ferries'],
  ['ottilie', 1100, 'Maintenance tonight at 22:00 harbour time. Expect ten quiet minutes.'],
  ['sunniva', 700, '@bram the lamp room has tea if the ferry strands you again.'],
  ['kasimir', 400, 'Second coat of varnish on the hull. The whole flat smells of pine.'],
  ['bram', 90, 'Learned a new knot today: the Ashley stopper. My fingers disagree.'],
  ['sunniva', 30, 'Clear night, every star out, the beam sweeping over the water. #lighthouse'],
];

/** Bram is the demo member: he follows everyone, so his home timeline is the whole server. */
const HARBOUR_FOLLOWS: readonly (readonly [string, string])[] = [
  ['bram', 'ottilie'],
  ['bram', 'sunniva'],
  ['bram', 'kasimir'],
  ['sunniva', 'bram'],
  ['kasimir', 'ottilie'],
  ['ottilie', 'sunniva'],
];

export function buildHarbourSeed(
  now: number,
  baseUrl: string,
  idStyle: IdStyle = 'flake',
): SeedData {
  const clock = new SeedClock(now, idStyle);
  const files = new FileLibrary();
  const assets = registerAssets(files);
  const accounts: AccountRecord[] = [];
  const tokens: TokenRecord[] = [];
  for (const person of HARBOUR_PEOPLE) {
    const portraits = registerPortraits(
      files,
      `harbour_${person.username}`,
      person.avatar,
      person.header,
    );
    const minutesAgo = person.joinedDaysAgo * 1440;
    const account: AccountRecord = {
      id: clock.id(minutesAgo),
      username: person.username,
      domain: null,
      displayName: person.displayName,
      bio: person.bio,
      fields: [],
      createdAt: clock.time(minutesAgo),
      avatar: portraits.avatar,
      header: portraits.header,
      locked: false,
      bot: false,
      deactivated: false,
      isAdmin: person.role === 'admin',
      isModerator: person.role === 'moderator',
      discoverable: true,
      hideFollowers: false,
      hideFollows: false,
      extraFollowers: 0,
      extraFollowing: 0,
      password: `harbour-${person.username}`,
      email: `${person.username}@harbour.example`,
      tags: [],
    };
    accounts.push(account);
    tokens.push({
      token: `demo-token-${person.username}`,
      accountId: account.id,
      scopes: ['read', 'write', 'follow', 'push', 'admin'],
    });
  }
  const byName = new Map(accounts.map((a) => [a.username, a]));
  const who = (name: string): AccountRecord => {
    const account = byName.get(name);
    if (!account) throw new Error(`harbour seed names an unknown person: ${name}`);
    return account;
  };
  const mentionTarget = (acct: string): MentionTarget | undefined => {
    const account = byName.get(acct.toLowerCase());
    return account
      ? { id: account.id, acct, username: account.username, url: profileUrl(baseUrl, account) }
      : undefined;
  };

  const statuses: StatusRecord[] = HARBOUR_POSTS.map(([author, minutesAgo, text]) => {
    const formatted = formatPlain(text, baseUrl, mentionTarget, () => false);
    const id = clock.id(minutesAgo);
    return newStatusRecord({
      id,
      accountId: who(author).id,
      createdAt: clock.time(minutesAgo),
      content: formatted.html,
      source: text,
      mentionIds: formatted.mentions,
      tags: formatted.tags,
      application: { name: 'Petrel', website: null },
    });
  });

  return {
    accounts,
    statuses,
    polls: [],
    media: [],
    emoji: assets.emoji,
    tokens,
    follows: HARBOUR_FOLLOWS.map(([a, b]) => [who(a).id, who(b).id]),
    files,
    now,
    reports: [],
    idStyle,
  };
}
