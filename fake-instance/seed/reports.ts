import type { ReportRecord, ReportState } from '../relations.js';
import type { AccountRecord, StatusRecord } from '../store.js';
import type { SeedClock } from './clock.js';
import { IDN_DOMAIN } from './people.js';

interface ReportSpec {
  reporter: string;
  target: string;
  comment: string;
  state: ReportState;
  minutesAgo: number;
  /** How many of the target's newest posts the report names. */
  posts: number;
  notes?: { by: string; content: string; minutesAgo: number }[];
}

const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * Reports for the moderation tools: more open ones than one page holds, a few closed and
 * resolved ones, and some with staff notes. Reporters and targets are members, never staff.
 */
const REPORTS: ReportSpec[] = [
  {
    reporter: 'juniper',
    target: 'omar@harbour.example',
    comment: 'Keeps replying to my posts with the same advert.',
    state: 'open',
    minutesAgo: 20,
    posts: 2,
    notes: [
      {
        by: 'tobias',
        content: 'Checked: three replies in an hour, all the same link.',
        minutesAgo: 12,
      },
    ],
  },
  {
    reporter: 'amara',
    target: 'kit@lichen.example',
    comment: 'Unmarked photos of an injury.',
    state: 'open',
    minutesAgo: 45,
    posts: 1,
  },
  {
    reporter: 'dmitri',
    target: 'priya',
    comment: 'Quoted my post out of context to pile on.',
    state: 'open',
    minutesAgo: 2 * HOUR,
    posts: 1,
  },
  {
    reporter: 'hana',
    target: 'lu@harbour.example',
    comment: '',
    state: 'open',
    minutesAgo: 3 * HOUR,
    posts: 0,
  },
  {
    reporter: 'ezra',
    target: `greta@${IDN_DOMAIN}`,
    comment: 'Impersonating a museum account.',
    state: 'open',
    minutesAgo: 5 * HOUR,
    posts: 1,
  },
  {
    reporter: 'signe',
    target: 'moss@lichen.example',
    comment: 'Bot account with no bot flag.',
    state: 'open',
    minutesAgo: 7 * HOUR,
    posts: 2,
  },
  {
    reporter: 'rosa',
    target: 'nell@harbour.example',
    comment: 'Spoilers for the finale without a content warning.',
    state: 'open',
    minutesAgo: 9 * HOUR,
    posts: 1,
  },
  {
    reporter: 'juniper',
    target: 'ilse@lichen.example',
    comment: 'Follows and unfollows me every day.',
    state: 'open',
    minutesAgo: 11 * HOUR,
    posts: 0,
  },
  {
    reporter: 'quentin',
    target: `jonas@${IDN_DOMAIN}`,
    comment: 'Posting my address.',
    state: 'open',
    minutesAgo: 14 * HOUR,
    posts: 1,
    notes: [
      {
        by: 'marisol',
        content: 'Asked them to remove it; waiting for a reply.',
        minutesAgo: 13 * HOUR,
      },
      { by: 'tobias', content: 'Still up this morning.', minutesAgo: 2 * HOUR },
    ],
  },
  {
    reporter: 'amara',
    target: `ayla@${IDN_DOMAIN}`,
    comment: 'Spam links in every reply.',
    state: 'open',
    minutesAgo: DAY,
    posts: 2,
  },
  {
    reporter: 'hana',
    target: 'omar@harbour.example',
    comment: 'Same advert again, now in my DMs.',
    state: 'open',
    minutesAgo: DAY + 3 * HOUR,
    posts: 1,
  },
  {
    reporter: 'dmitri',
    target: 'kit@lichen.example',
    comment: 'Harassing a friend of mine.',
    state: 'open',
    minutesAgo: 2 * DAY,
    posts: 1,
  },
  {
    reporter: 'priya',
    target: 'lu@harbour.example',
    comment: 'Threats in replies.',
    state: 'closed',
    minutesAgo: 3 * DAY,
    posts: 1,
    notes: [
      { by: 'tobias', content: 'Not a threat in context; closed.', minutesAgo: 3 * DAY - HOUR },
    ],
  },
  {
    reporter: 'ezra',
    target: 'moss@lichen.example',
    comment: 'Reposting my photos.',
    state: 'resolved',
    minutesAgo: 4 * DAY,
    posts: 1,
    notes: [
      { by: 'marisol', content: 'Photos removed by the poster.', minutesAgo: 4 * DAY - HOUR },
    ],
  },
  {
    reporter: 'signe',
    target: `greta@${IDN_DOMAIN}`,
    comment: 'Old report, duplicate.',
    state: 'closed',
    minutesAgo: 6 * DAY,
    posts: 0,
  },
];

/** The seeded reports, with ids and times from the seed's clock. */
export function buildReports(
  clock: SeedClock,
  accounts: AccountRecord[],
  statuses: StatusRecord[],
): ReportRecord[] {
  const byAcct = new Map(
    accounts.map((a) => [a.domain ? `${a.username}@${a.domain}` : a.username, a]),
  );
  const who = (acct: string): AccountRecord => {
    const account = byAcct.get(acct);
    if (!account) throw new Error(`a seeded report names an unknown person: ${acct}`);
    return account;
  };
  // Oldest first, so report ids follow their times like everything else in the seed.
  return [...REPORTS]
    .sort((a, b) => b.minutesAgo - a.minutesAgo)
    .map((spec) => {
      const target = who(spec.target);
      const own = statuses
        .filter((s) => s.accountId === target.id && !s.reblogOfId && s.visibility === 'public')
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .slice(0, spec.posts);
      return {
        id: clock.id(spec.minutesAgo),
        reporterId: who(spec.reporter).id,
        targetId: target.id,
        statusIds: own.map((s) => s.id),
        comment: spec.comment,
        forward: false,
        createdAt: clock.time(spec.minutesAgo),
        state: spec.state,
        notes: (spec.notes ?? []).map((n) => ({
          id: clock.id(n.minutesAgo),
          authorId: who(n.by).id,
          content: n.content,
          createdAt: clock.time(n.minutesAgo),
        })),
      };
    });
}
