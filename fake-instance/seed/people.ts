import type { Recipe } from '../media/patterns.js';
import { hex } from '../media/patterns.js';
import type { ProfileField } from '../store.js';

/**
 * The seeded people. Every name, bio and field here is invented for this project.
 * Local accounts carry a password and a fixed OAuth token so tests can sign in either way.
 */

export interface PersonSpec {
  username: string;
  /** ASCII (punycode) domain for remote people; undefined for local ones. */
  domain?: string;
  displayName: string;
  bio: string;
  fields?: ProfileField[];
  /** Days before the seed clock the account was created. */
  joinedDaysAgo: number;
  avatar: Recipe;
  header: Recipe;
  role?: 'admin' | 'moderator';
  locked?: boolean;
  bot?: boolean;
  deactivated?: boolean;
  password?: string;
  token?: string;
  totpSecret?: string;
  hideFollowers?: boolean;
  hideFollows?: boolean;
  extraFollowers: number;
  extraFollowing: number;
  birthday?: string;
  /** Human note for the README table. */
  trait: string;
}

export const LOCAL_PEOPLE: PersonSpec[] = [
  {
    username: 'marisol',
    displayName: 'Marisol Ortega',
    bio: 'I keep this little server running. Coffee first, then database migrations.\n\nAsk me anything about the instance: reports, invites, odd errors.',
    fields: [
      { name: 'Role', value: 'Administrator' },
      { name: 'Pronouns', value: 'she/her' },
      { name: 'Status page', value: 'https://status.petrel.example' },
    ],
    joinedDaysAgo: 730,
    avatar: { pattern: 'sun', colours: [hex('#1f4e79'), hex('#f2b134'), hex('#fff4d6')] },
    header: { pattern: 'horizon', colours: [hex('#243b55'), hex('#141e30'), hex('#f7c873')] },
    role: 'admin',
    password: 'petrel-marisol',
    token: 'demo-token-marisol',
    extraFollowers: 212,
    extraFollowing: 96,
    trait: 'admin',
  },
  {
    username: 'tobias',
    displayName: 'Tobias Lindqvist',
    bio: 'Moderator here. Otherwise in the workshop, making chairs that wobble slightly less each time.',
    fields: [
      { name: 'Workshop', value: 'https://tobias-woodwork.example' },
      { name: 'Pronouns', value: 'he/him' },
    ],
    joinedDaysAgo: 700,
    avatar: { pattern: 'rings', colours: [hex('#6b4226'), hex('#c68b59'), hex('#f3e0c7')] },
    header: { pattern: 'stripes', colours: [hex('#8d6e63'), hex('#d7ccc8'), hex('#5d4037')] },
    role: 'moderator',
    password: 'petrel-tobias',
    token: 'demo-token-tobias',
    extraFollowers: 140,
    extraFollowing: 80,
    trait: 'moderator',
  },
  {
    username: 'wren',
    displayName: 'Wren Halloway',
    bio: 'Small poems, long walks. I approve follow requests slowly and on purpose.',
    joinedDaysAgo: 520,
    avatar: { pattern: 'dots', colours: [hex('#3e2f5b'), hex('#b8a1d9'), hex('#f4effa')] },
    header: { pattern: 'waves', colours: [hex('#4b3869'), hex('#2a1e3f'), hex('#d6c8ee')] },
    locked: true,
    password: 'petrel-wren',
    token: 'demo-token-wren',
    hideFollowers: true,
    extraFollowers: 38,
    extraFollowing: 41,
    trait: 'locked account (follow requests need approval)',
  },
  {
    username: 'harbourbot',
    displayName: 'Harbour Tides',
    bio: 'I post the tide table for the old harbour every morning. Automated; my keeper is @marisol.',
    fields: [{ name: 'Source', value: 'Harbour master’s published tables' }],
    joinedDaysAgo: 400,
    avatar: { pattern: 'waves', colours: [hex('#0b3954'), hex('#087e8b'), hex('#bfd7ea')] },
    header: { pattern: 'waves', colours: [hex('#0b3954'), hex('#05668d'), hex('#e0fbfc')] },
    bot: true,
    password: 'petrel-harbourbot',
    token: 'demo-token-harbourbot',
    extraFollowers: 310,
    extraFollowing: 0,
    trait: 'bot (actor type Service)',
  },
  {
    username: 'felix',
    displayName: 'Felix Brandt',
    bio: 'Moved on. Thanks for all the conversations.',
    joinedDaysAgo: 690,
    avatar: { pattern: 'checker', colours: [hex('#555555'), hex('#999999'), hex('#dddddd')] },
    header: { pattern: 'gradient', colours: [hex('#444444'), hex('#aaaaaa')] },
    deactivated: true,
    password: 'petrel-felix',
    token: 'demo-token-felix',
    extraFollowers: 12,
    extraFollowing: 30,
    trait: 'deactivated (hidden from visitors and timelines; token refused)',
  },
  {
    username: 'juniper',
    displayName: 'June Park',
    bio: 'Illustrator and allotment gardener. I draw the vegetables before I eat them.\n\nShe/her. Slow replies, good intentions.',
    fields: [
      { name: 'Portfolio', value: 'https://junepark.example', verifiedAt: 1 },
      { name: 'Allotment', value: 'Plot 14, by the water butt' },
    ],
    joinedDaysAgo: 610,
    avatar: { pattern: 'sun', colours: [hex('#2d6a4f'), hex('#95d5b2'), hex('#ffd166')] },
    header: { pattern: 'hills', colours: [hex('#a8dadc'), hex('#2d6a4f'), hex('#74c69d')] },
    password: 'petrel-juniper',
    token: 'demo-token-juniper',
    birthday: '1994-04-17',
    extraFollowers: 88,
    extraFollowing: 64,
    trait: 'member, no two-factor (the usual demo login)',
  },
  {
    username: 'quentin',
    displayName: 'Quentin Achebe',
    bio: 'Cyclist, map nerd, reluctant early riser. Two-factor on, because I lost an account once.',
    fields: [{ name: 'Routes', value: 'https://routes.quentin.example' }],
    joinedDaysAgo: 480,
    avatar: { pattern: 'grid', colours: [hex('#e63946'), hex('#1d3557'), hex('#f1faee')] },
    header: { pattern: 'hills', colours: [hex('#f1faee'), hex('#1d3557'), hex('#457b9d')] },
    password: 'petrel-quentin',
    token: 'demo-token-quentin',
    totpSecret: 'PETRELDEMOTOTPQUENTIN234',
    extraFollowers: 57,
    extraFollowing: 70,
    trait: 'member with TOTP two-factor on',
  },
  {
    username: 'amara',
    displayName: 'Amara Osei',
    bio: 'Photographer. Mostly harbours, markets and the light at five in the afternoon.',
    fields: [{ name: 'Prints', value: 'https://amara-osei.example/prints' }],
    joinedDaysAgo: 450,
    avatar: { pattern: 'rings', colours: [hex('#ff7b00'), hex('#ffb700'), hex('#fff3b0')] },
    header: { pattern: 'horizon', colours: [hex('#ff9e00'), hex('#3d348b'), hex('#fff3b0')] },
    password: 'petrel-amara',
    token: 'demo-token-amara',
    extraFollowers: 402,
    extraFollowing: 150,
    trait: 'member (posts photos)',
  },
  {
    username: 'dmitri',
    displayName: 'Dmitri Volkov',
    bio: 'Plays the cello badly and the accordion worse. Records short loops on the balcony.',
    joinedDaysAgo: 300,
    avatar: { pattern: 'stripes', colours: [hex('#7b2cbf'), hex('#c77dff'), hex('#240046')] },
    header: { pattern: 'waves', colours: [hex('#3c096c'), hex('#10002b'), hex('#e0aaff')] },
    password: 'petrel-dmitri',
    token: 'demo-token-dmitri',
    extraFollowers: 75,
    extraFollowing: 90,
    trait: 'member (posts audio)',
  },
  {
    username: 'priya',
    displayName: 'Priya Raman',
    bio: 'Software developer. Accessibility, databases, and the occasional very long post about both.',
    fields: [
      { name: 'Blog', value: 'https://priya.example/notes' },
      { name: 'Pronouns', value: 'she/they' },
    ],
    joinedDaysAgo: 640,
    avatar: { pattern: 'checker', colours: [hex('#003049'), hex('#d62828'), hex('#fcbf49')] },
    header: { pattern: 'grid', colours: [hex('#003049'), hex('#0b525b'), hex('#fcbf49')] },
    password: 'petrel-priya',
    token: 'demo-token-priya',
    extraFollowers: 530,
    extraFollowing: 210,
    trait: 'member (long posts, an edited post)',
  },
  {
    username: 'hana',
    displayName: 'Hana Sato :sourdough:',
    bio: 'Baker. My starter is called Gerald and he is older than some of my friendships. :sourdough:',
    joinedDaysAgo: 350,
    avatar: { pattern: 'dots', colours: [hex('#f4a261'), hex('#e76f51'), hex('#fefae0')] },
    header: { pattern: 'checker', colours: [hex('#fefae0'), hex('#dda15e'), hex('#bc6c25')] },
    password: 'petrel-hana',
    token: 'demo-token-hana',
    extraFollowers: 120,
    extraFollowing: 60,
    trait: 'member (custom emoji in display name)',
  },
  {
    username: 'ezra',
    displayName: 'Ezra Whitlock',
    bio: 'Birdwatcher. I will tell you about the heron whether or not you asked.',
    joinedDaysAgo: 260,
    avatar: { pattern: 'rings', colours: [hex('#606c38'), hex('#283618'), hex('#fefae0')] },
    header: { pattern: 'hills', colours: [hex('#dde5b6'), hex('#606c38'), hex('#adc178')] },
    password: 'petrel-ezra',
    token: 'demo-token-ezra',
    extraFollowers: 66,
    extraFollowing: 48,
    trait: 'member (posts the video)',
  },
  {
    username: 'signe',
    displayName: 'Signe Dahl',
    bio: 'Amateur astronomer. Clouds are my nemesis.',
    joinedDaysAgo: 200,
    avatar: { pattern: 'sun', colours: [hex('#0d1b2a'), hex('#415a77'), hex('#e0e1dd')] },
    header: { pattern: 'dots', colours: [hex('#0d1b2a'), hex('#e0e1dd'), hex('#1b263b')] },
    password: 'petrel-signe',
    token: 'demo-token-signe',
    extraFollowers: 93,
    extraFollowing: 101,
    trait: 'member (polls)',
  },
  {
    username: 'rosa',
    displayName: 'Rosa Delgado',
    bio: 'School librarian. Recommending books is my love language.',
    joinedDaysAgo: 120,
    avatar: { pattern: 'gradient', colours: [hex('#9d0208'), hex('#ffba08')] },
    header: { pattern: 'stripes', colours: [hex('#ffba08'), hex('#9d0208'), hex('#f48c06')] },
    password: 'petrel-rosa',
    token: 'demo-token-rosa',
    extraFollowers: 44,
    extraFollowing: 52,
    trait: 'member',
  },
];

/** The internationalised domain, stored in its ASCII form as servers do (bücherei.example). */
export const IDN_DOMAIN = 'xn--bcherei-n2a.example';

export const REMOTE_SOFTWARE: Record<string, { name: string; version: string }> = {
  'lichen.example': { name: 'akkoma', version: '3.13.2' },
  'harbour.example': { name: 'mastodon', version: '4.3.1' },
  [IDN_DOMAIN]: { name: 'pleroma', version: '2.7.0' },
};

export const REMOTE_PEOPLE: PersonSpec[] = [
  {
    username: 'moss',
    domain: 'lichen.example',
    displayName: 'Moss Ferreira',
    bio: 'Botanist. Lichens, liverworts, and other things you walk past.',
    joinedDaysAgo: 900,
    avatar: { pattern: 'dots', colours: [hex('#344e41'), hex('#a3b18a'), hex('#dad7cd')] },
    header: { pattern: 'hills', colours: [hex('#dad7cd'), hex('#344e41'), hex('#588157')] },
    extraFollowers: 300,
    extraFollowing: 120,
    trait: 'remote (Akkoma, bubble)',
  },
  {
    username: 'kit',
    domain: 'lichen.example',
    displayName: 'Kit Adeyemi',
    bio: 'Knitting, mending, and arguing about the best wool for socks.',
    joinedDaysAgo: 500,
    avatar: { pattern: 'stripes', colours: [hex('#d4a373'), hex('#faedcd'), hex('#ccd5ae')] },
    header: { pattern: 'checker', colours: [hex('#faedcd'), hex('#d4a373'), hex('#e9edc9')] },
    extraFollowers: 140,
    extraFollowing: 133,
    trait: 'remote (Akkoma, bubble)',
  },
  {
    username: 'ilse',
    domain: 'lichen.example',
    displayName: 'Ilse Varga',
    bio: 'Hiker. If there is a hill, I am probably halfway up it and regretting the sandwiches.',
    joinedDaysAgo: 420,
    avatar: { pattern: 'sun', colours: [hex('#023e8a'), hex('#90e0ef'), hex('#caf0f8')] },
    header: { pattern: 'hills', colours: [hex('#caf0f8'), hex('#023e8a'), hex('#0077b6')] },
    extraFollowers: 77,
    extraFollowing: 95,
    trait: 'remote (Akkoma, bubble)',
  },
  {
    username: 'nell',
    domain: 'harbour.example',
    displayName: 'Nell Brennan',
    bio: 'Sailing instructor. Ask me about knots. Please.',
    joinedDaysAgo: 800,
    avatar: { pattern: 'rings', colours: [hex('#03045e'), hex('#00b4d8'), hex('#ffffff')] },
    header: { pattern: 'waves', colours: [hex('#90e0ef'), hex('#03045e'), hex('#ffffff')] },
    extraFollowers: 260,
    extraFollowing: 200,
    trait: 'remote (Mastodon)',
  },
  {
    username: 'omar',
    domain: 'harbour.example',
    displayName: 'Omar Haddad',
    bio: 'Cook. Feeds people. Writes down the recipes afterwards, mostly from memory.',
    joinedDaysAgo: 610,
    avatar: { pattern: 'checker', colours: [hex('#bc4749'), hex('#f2e8cf'), hex('#6a994e')] },
    header: { pattern: 'gradient', colours: [hex('#f2e8cf'), hex('#bc4749')] },
    extraFollowers: 410,
    extraFollowing: 180,
    trait: 'remote (Mastodon)',
  },
  {
    username: 'lu',
    domain: 'harbour.example',
    displayName: 'Lu Chen',
    bio: 'Making a small game about lighthouses. Devlog posts on Fridays.',
    joinedDaysAgo: 330,
    avatar: { pattern: 'grid', colours: [hex('#22223b'), hex('#4a4e69'), hex('#f2e9e4')] },
    header: { pattern: 'grid', colours: [hex('#22223b'), hex('#9a8c98'), hex('#f2e9e4')] },
    extraFollowers: 190,
    extraFollowing: 90,
    trait: 'remote (Mastodon)',
  },
  {
    username: 'greta',
    domain: IDN_DOMAIN,
    displayName: 'Greta Müller',
    bio: 'Bibliothekarin. Librarian at a small town library, posting in English and German.',
    joinedDaysAgo: 560,
    avatar: { pattern: 'rings', colours: [hex('#588157'), hex('#e9c46a'), hex('#fefae0')] },
    header: { pattern: 'stripes', colours: [hex('#e9c46a'), hex('#588157'), hex('#f4a261')] },
    extraFollowers: 150,
    extraFollowing: 140,
    trait: 'remote (Pleroma, internationalised domain)',
  },
  {
    username: 'jonas',
    domain: IDN_DOMAIN,
    displayName: 'Jonas Weber',
    bio: 'Translator. Collecting words that have no good English equivalent.',
    joinedDaysAgo: 470,
    avatar: { pattern: 'dots', colours: [hex('#264653'), hex('#2a9d8f'), hex('#e9f5db')] },
    header: { pattern: 'gradient', colours: [hex('#2a9d8f'), hex('#264653')] },
    extraFollowers: 98,
    extraFollowing: 77,
    trait: 'remote (Pleroma, internationalised domain)',
  },
  {
    username: 'ayla',
    domain: IDN_DOMAIN,
    displayName: 'Ayla Demir',
    bio: 'Comics artist. Panels, ink, too much coffee.',
    joinedDaysAgo: 280,
    avatar: { pattern: 'sun', colours: [hex('#9b2226'), hex('#ee9b00'), hex('#e9d8a6')] },
    header: { pattern: 'dots', colours: [hex('#e9d8a6'), hex('#9b2226'), hex('#ee9b00')] },
    extraFollowers: 230,
    extraFollowing: 110,
    trait: 'remote (Pleroma, internationalised domain)',
  },
];
