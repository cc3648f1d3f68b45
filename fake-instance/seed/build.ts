import { FileLibrary } from '../media/library.js';
import type {
  AccountRecord,
  MediaRecord,
  PollRecord,
  SeedData,
  StatusRecord,
  TokenRecord,
  Visibility,
} from '../store.js';
import { registerAssets, registerPortraits } from './assets.js';
import { tidePosts } from './bot.js';
import type { IdStyle } from '../ids.js';
import { SeedClock } from './clock.js';
import { formatPlain, scanHtml, type MentionTarget } from './html.js';
import { mfmToHtml } from '../posting/mfm.js';
import { LOCAL_PEOPLE, REMOTE_PEOPLE, REMOTE_SOFTWARE, type PersonSpec } from './people.js';
import { FEATURE_POSTS, FEATURE_REPEATS } from './prose/features.js';
import { LOCAL_POSTS } from './prose/local.js';
import { REMOTE_POSTS } from './prose/remote.js';
import { CHATTER } from './prose/replies.js';
import { THREAD_POSTS } from './prose/threads.js';
import { Random } from './random.js';
import { buildReports } from './reports.js';
import { newRepeatRecord } from '../statusRecord.js';
import type { PostSpec, RepeatSpec } from './spec.js';

/**
 * Builds the whole seed: the same people, posts, ids and files on every call. Only the
 * timestamps move with `now`, so relative times look fresh.
 */

const MINUTES_PER_DAY = 1440;
const SPREAD_DAYS = 24;
const REACTION_POOL = [
  '👍',
  '❤️',
  '😂',
  '🎉',
  '🌱',
  '😮',
  'heart_pixel',
  'petrel_wave',
  'sparkle_leaf',
];

function acctOf(person: PersonSpec): string {
  return person.domain ? `${person.username}@${person.domain}` : person.username;
}

export function profileUrl(
  baseUrl: string,
  account: Pick<AccountRecord, 'username' | 'domain'>,
): string {
  return account.domain
    ? `https://${account.domain}/users/${account.username}`
    : `${baseUrl}/users/${account.username}`;
}

export function buildSeed(now: number, baseUrl: string, idStyle: IdStyle = 'flake'): SeedData {
  const clock = new SeedClock(now, idStyle);
  const random = new Random(20240601);
  const files = new FileLibrary();
  const assets = registerAssets(files);

  // People, oldest account first so account ids follow join dates.
  const people = [...LOCAL_PEOPLE, ...REMOTE_PEOPLE].sort(
    (a, b) => b.joinedDaysAgo - a.joinedDaysAgo,
  );
  const accounts: AccountRecord[] = [];
  const byAcct = new Map<string, AccountRecord>();
  const tokens: TokenRecord[] = [];
  for (const person of people) {
    const acct = acctOf(person);
    const portraits = registerPortraits(
      files,
      acct.replace('@', '_at_'),
      person.avatar,
      person.header,
    );
    const minutesAgo = person.joinedDaysAgo * MINUTES_PER_DAY;
    const account: AccountRecord = {
      id: clock.id(minutesAgo),
      username: person.username,
      domain: person.domain ?? null,
      displayName: person.displayName,
      bio: person.bio,
      fields: (person.fields ?? []).map((f) => ({
        ...f,
        verifiedAt: f.verifiedAt === undefined ? undefined : clock.time(60 * 24 * 30),
      })),
      createdAt: clock.time(minutesAgo),
      avatar: portraits.avatar,
      header: portraits.header,
      locked: person.locked ?? false,
      bot: person.bot ?? false,
      deactivated: person.deactivated ?? false,
      isAdmin: person.role === 'admin',
      isModerator: person.role === 'moderator',
      discoverable: !person.locked,
      hideFollowers: person.hideFollowers ?? false,
      hideFollows: person.hideFollows ?? false,
      extraFollowers: person.extraFollowers,
      extraFollowing: person.extraFollowing,
      birthday: person.birthday,
      password: person.password,
      email: person.domain ? undefined : `${person.username}@petrel.example`,
      totpSecret: person.totpSecret,
      software: person.domain ? REMOTE_SOFTWARE[person.domain] : undefined,
      tags: [],
    };
    accounts.push(account);
    byAcct.set(acct, account);
    if (person.token)
      tokens.push({
        token: person.token,
        accountId: account.id,
        scopes: ['read', 'write', 'follow', 'push', 'admin'],
      });
  }
  const who = (acct: string): AccountRecord => {
    const account = byAcct.get(acct);
    if (!account) throw new Error(`seed names an unknown person: ${acct}`);
    return account;
  };
  const mentionTarget = (acct: string): MentionTarget | undefined => {
    const account = byAcct.get(acct.toLowerCase());
    return account
      ? { id: account.id, acct, username: account.username, url: profileUrl(baseUrl, account) }
      : undefined;
  };
  const byUrl = new Map(accounts.map((a) => [profileUrl(baseUrl, a), a]));

  // Who follows whom: a dense local graph plus a few follows across servers.
  const follows: [string, string][] = [];
  const localPeople = accounts.filter((a) => a.domain === null && !a.deactivated);
  const remotePeople = accounts.filter((a) => a.domain !== null);
  for (const follower of localPeople) {
    for (const followed of localPeople) {
      if (follower !== followed && (random.chance(0.6) || followed.isAdmin))
        follows.push([follower.id, followed.id]);
    }
    for (const followed of random.sample(remotePeople, 4)) follows.push([follower.id, followed.id]);
  }
  // The demo user's graph is fixed by hand so the home timeline is predictable.
  const june = who('juniper');
  for (const acct of [
    'amara',
    'quentin',
    'hana',
    'priya',
    'ezra',
    'tobias',
    'moss@lichen.example',
    'nell@harbour.example',
  ]) {
    const target = who(acct);
    if (!follows.some(([a, b]) => a === june.id && b === target.id))
      follows.push([june.id, target.id]);
  }
  for (const remote of remotePeople) {
    for (const followed of random.sample(localPeople, 3)) follows.push([remote.id, followed.id]);
  }

  // Media: numbered like Akkoma's attachment ids; the same asset may be used once per post.
  const media: MediaRecord[] = [];
  let mediaNumber = 7000;
  const attach = (key: string): string => {
    const asset = assets.media.get(key);
    if (!asset) throw new Error(`seed names an unknown media asset: ${key}`);
    mediaNumber += 1;
    const id = String(mediaNumber * 7919);
    media.push({ id, ...asset });
    return id;
  };

  // Posts: hand-placed ones, threads, everyday posts spread over the last weeks, the bot.
  const specs: PostSpec[] = [...FEATURE_POSTS, ...THREAD_POSTS, ...tidePosts(30, now)];
  const everyday: [string, string][] = [
    ...Object.entries(LOCAL_POSTS).flatMap(([acct, texts]) =>
      texts.map((t): [string, string] => [acct, t]),
    ),
    ...Object.entries(REMOTE_POSTS).flatMap(([acct, texts]) =>
      texts.map((t): [string, string] => [acct, t]),
    ),
  ];
  for (const [acct, text] of everyday) {
    const local = !acct.includes('@');
    const roll = random.next();
    const author = who(acct);
    let visibility: Visibility = 'public';
    if (author.locked) visibility = roll < 0.5 ? 'private' : 'public';
    else if (roll < 0.08) visibility = 'unlisted';
    else if (roll < 0.14) visibility = 'private';
    else if (local && roll < 0.22) visibility = 'local';
    const deactivatedAge = author.deactivated ? 60 * 24 * 40 : 0;
    specs.push({
      author: acct,
      minutesAgo:
        deactivatedAge + 20 + Math.floor(SPREAD_DAYS * MINUTES_PER_DAY * random.next() ** 1.6),
      text,
      visibility,
    });
  }

  const statuses: StatusRecord[] = [];
  const polls: PollRecord[] = [];
  const byKey = new Map<string, StatusRecord>();
  const ordered = [...specs].sort((a, b) => b.minutesAgo - a.minutesAgo);
  const emojiNames = new Set(assets.emoji.map((e) => e.shortcode));
  const knownEmoji = (shortcode: string): boolean => emojiNames.has(shortcode);

  const makeStatus = (spec: PostSpec): StatusRecord => {
    const author = who(spec.author);
    const seconds = random.int(0, 59);
    const id = clock.id(spec.minutesAgo, seconds);
    const parent = spec.replyTo ? byKey.get(spec.replyTo) : undefined;
    if (spec.replyTo && !parent)
      throw new Error(`reply to ${spec.replyTo} comes before its parent`);
    let content: string;
    let mentions: string[];
    let tags: string[];
    let emojis: string[];
    if (spec.html) {
      content = spec.text.replaceAll('{base}', baseUrl);
      const scanned = scanHtml(content, knownEmoji);
      tags = scanned.tags;
      emojis = scanned.emojis;
      mentions = [...content.matchAll(/class="u-url mention"[^>]*href="([^"]+)"/g)]
        .map((m) => byUrl.get(m[1] ?? '')?.id)
        .filter((x): x is string => x !== undefined);
    } else {
      const formatted = formatPlain(spec.text, baseUrl, mentionTarget, knownEmoji);
      content = spec.mfm ? mfmToHtml(formatted.html) : formatted.html;
      mentions = formatted.mentions;
      tags = formatted.tags;
      emojis = formatted.emojis;
    }
    if (parent && !mentions.includes(parent.accountId) && parent.accountId !== author.id)
      mentions.unshift(parent.accountId);
    let pollId: string | null = null;
    if (spec.poll) {
      pollId = clock.id(spec.minutesAgo, seconds);
      polls.push({
        id: pollId,
        options: spec.poll.options,
        multiple: spec.poll.multiple,
        expiresAt: clock.time(-spec.poll.expiresInMinutes),
        votes: new Map(spec.poll.votes.map(([acct, choices]) => [who(acct).id, choices])),
        extraVotes: spec.poll.extraVotes,
        extraVoters: spec.poll.extraVoters,
        hideTotals: spec.poll.hideTotals,
      });
    }
    const status: StatusRecord = {
      id,
      accountId: author.id,
      createdAt: clock.time(spec.minutesAgo, seconds),
      editedAt: spec.editedMinutesAgo === undefined ? undefined : clock.time(spec.editedMinutesAgo),
      earlierVersions: earlierVersions(spec, clock.time(spec.minutesAgo, seconds), baseUrl, clock),
      visibility: spec.visibility ?? 'public',
      content,
      source: spec.html ? '' : spec.text,
      contentType: spec.html ? 'text/html' : spec.mfm ? 'text/x.misskeymarkdown' : 'text/plain',
      spoilerText: spec.cw ?? '',
      sensitive: spec.sensitive ?? false,
      language: spec.language ?? 'en',
      inReplyToId: parent?.id ?? null,
      conversationId: parent?.conversationId ?? id,
      mentionIds: mentions,
      tags,
      emojis,
      mediaIds: (spec.media ?? []).map(attach),
      pollId,
      card: spec.card ?? null,
      quoteId: spec.quote ? (byKey.get(spec.quote)?.id ?? null) : null,
      reblogOfId: null,
      reactions: (spec.reactions ?? []).map(([name, people]) => ({
        name,
        accountIds: people.map((p) => who(p).id),
      })),
      favouritedBy: (spec.favouritedBy ?? []).map((p) => who(p).id),
      bookmarkedBy: (spec.bookmarkedBy ?? []).map((p) => who(p).id),
      pinnedBy: spec.pinned ? [author.id] : [],
      mutedBy: [],
      extraFavourites: spec.extraFavourites ?? 0,
      extraReblogs: spec.extraReblogs ?? 0,
      application: author.domain ? null : { name: 'Petrel', website: null },
    };
    if (spec.quote && !status.quoteId)
      throw new Error(`quote of ${spec.quote} comes before the quoted post`);
    if (spec.key) byKey.set(spec.key, status);
    statuses.push(status);
    return status;
  };
  for (const spec of ordered) makeStatus(spec);

  // Chatter: short public replies under everyday posts, always after the post they answer.
  const chatterTargets = statuses.filter((s) => {
    const author = who(acctById(accounts, s.accountId));
    return s.visibility === 'public' && !s.inReplyToId && !author.bot && !author.deactivated;
  });
  const chatterSpecs: PostSpec[] = [];
  let chatterIndex = 0;
  for (const target of random.sample(chatterTargets, 110)) {
    const parentAuthor = accounts.find((a) => a.id === target.accountId);
    const replier = random.pick(
      localPeople.filter((p) => p.id !== target.accountId && !p.bot).concat(remotePeople),
    );
    if (!parentAuthor) continue;
    const parentMinutes = (now - target.createdAt) / 60_000;
    // Chatter follows its post within two hours, and leaves the newest hours to the
    // hand-placed posts so the first page of a timeline shows the variety.
    if (parentMinutes < 240) continue;
    const minutesAgo = Math.floor(parentMinutes - random.int(3, 120));
    const first = parentAuthor.displayName.split(' ')[0] ?? parentAuthor.username;
    const line = (CHATTER[chatterIndex % CHATTER.length] ?? '').replace('{name}', first);
    chatterIndex += 1;
    const key = `chatter-${chatterIndex}`;
    byKey.set(`target-${chatterIndex}`, target);
    chatterSpecs.push({
      key,
      author: acctOfAccount(replier),
      minutesAgo,
      replyTo: `target-${chatterIndex}`,
      text: `@${acctOfAccount(parentAuthor)} ${line}`,
    });
  }
  for (const spec of chatterSpecs.sort((a, b) => b.minutesAgo - a.minutesAgo)) makeStatus(spec);

  // Reactions and favourites on everyday posts, so counts vary down the timeline.
  const everyone = accounts.filter((a) => !a.deactivated);
  for (const status of statuses) {
    if (status.reactions.length === 0 && random.chance(0.3)) {
      const names = random.sample(REACTION_POOL, random.int(1, 3));
      status.reactions = names.map((name) => ({
        name,
        accountIds: random.sample(everyone, random.int(1, 4)).map((a) => a.id),
      }));
    }
    if (status.favouritedBy.length === 0 && random.chance(0.5)) {
      status.favouritedBy = random
        .sample(everyone, random.int(1, 5))
        .map((a) => a.id)
        .filter((id) => id !== status.accountId);
    }
    if (status.extraFavourites === 0 && random.chance(0.4))
      status.extraFavourites = random.int(1, 25);
  }
  const bookmarks = statuses.filter((s) => s.visibility === 'public' && s.accountId !== june.id);
  for (const status of random.sample(bookmarks, 6)) status.bookmarkedBy.push(june.id);
  const priyaAlt = byKey.get('priya-alt');
  if (priyaAlt && !priyaAlt.bookmarkedBy.includes(june.id)) priyaAlt.bookmarkedBy.push(june.id);

  // Repeats: the hand-placed ones plus a scattering of everyday ones.
  const repeatSpecs: RepeatSpec[] = [...FEATURE_REPEATS];
  const repeatable = statuses.filter((s) => s.visibility === 'public' && !s.inReplyToId);
  for (const original of random.sample(repeatable, 22)) {
    const by = random.pick(everyone.filter((a) => a.id !== original.accountId));
    const age = (now - original.createdAt) / 60_000;
    const key = `repeat-target-${original.id}`;
    byKey.set(key, original);
    repeatSpecs.push({
      by: acctOfAccount(by),
      of: key,
      minutesAgo: Math.max(1, Math.floor(age * random.next())),
    });
  }
  for (const repeat of repeatSpecs.sort((a, b) => b.minutesAgo - a.minutesAgo)) {
    const original = byKey.get(repeat.of);
    if (!original) throw new Error(`repeat of unknown post ${repeat.of}`);
    const by = who(repeat.by);
    statuses.push(
      newRepeatRecord(original, {
        id: clock.id(repeat.minutesAgo, random.int(0, 59)),
        accountId: by.id,
        createdAt: clock.time(repeat.minutesAgo),
      }),
    );
  }

  const reports = buildReports(clock, accounts, statuses);
  return {
    accounts,
    statuses,
    polls,
    media,
    emoji: assets.emoji,
    tokens,
    follows,
    files,
    now,
    reports,
    idStyle,
  };
}

function acctById(accounts: AccountRecord[], id: string): string {
  const account = accounts.find((a) => a.id === id);
  return account ? acctOfAccount(account) : '';
}

function acctOfAccount(account: Pick<AccountRecord, 'username' | 'domain'>): string {
  return account.domain ? `${account.username}@${account.domain}` : account.username;
}

/** A seeded edited post's earlier versions: the original at its own time, later edits between. */
function earlierVersions(
  spec: PostSpec,
  createdAt: number,
  baseUrl: string,
  clock: SeedClock,
): StatusRecord['earlierVersions'] {
  if (!spec.earlierHtml?.length) return undefined;
  if (spec.editedMinutesAgo === undefined)
    throw new Error('a post with earlier versions needs editedMinutesAgo');
  const editedAt = clock.time(spec.editedMinutesAgo);
  const step = (editedAt - createdAt) / spec.earlierHtml.length;
  return spec.earlierHtml.map((html, i) => ({
    content: html.replaceAll('{base}', baseUrl),
    spoilerText: spec.cw ?? '',
    at: Math.round(createdAt + i * step),
  }));
}
