import type { PostSpec, RepeatSpec } from '../spec.js';

/**
 * Hand-placed posts that show every kind of content the client must render: galleries,
 * video, audio, polls, content warnings, quotes, cards, custom emoji, edits, direct
 * messages. Most sit in the last few hours so the first page of a timeline shows them.
 */

const IDN = 'xn--bcherei-n2a.example';

export const FEATURE_POSTS: PostSpec[] = [
  {
    key: 'welcome',
    author: 'marisol',
    minutesAgo: 60 * 24 * 20,
    text: 'Welcome to Petrel Demo! :petrel_wave:\n\nThis is a small, friendly server. Be kind, add alt text to your pictures, and use content warnings for things people might want to scroll past.\n\nNew here? Reply to this post and introduce yourself. #introduction',
    pinned: true,
    reactions: [
      ['👋', ['juniper', 'amara', 'hana', 'ezra', 'rosa']],
      ['petrel_wave', ['tobias', 'priya']],
    ],
    extraFavourites: 31,
    extraReblogs: 6,
  },
  {
    key: 'amara-gallery',
    author: 'amara',
    minutesAgo: 12,
    text: 'The harbour at dusk, four ways. Same ten minutes, four different harbours. #photography',
    media: ['harbour-dusk', 'boats', 'net-floats', 'gull'],
    reactions: [
      ['😍', ['juniper', 'hana', 'moss@lichen.example']],
      ['petrel_wave', ['marisol']],
      ['🔥', ['quentin']],
    ],
    favouritedBy: ['juniper', 'marisol', 'ezra', 'nell@harbour.example'],
    extraFavourites: 14,
    extraReblogs: 3,
  },
  {
    key: 'juniper-poll',
    author: 'juniper',
    minutesAgo: 25,
    text: 'Which seed should I sow first this weekend? #gardening',
    poll: {
      options: ['Broad beans', 'Sweet peas', 'Radishes', 'Leave it all to the slugs'],
      multiple: false,
      expiresInMinutes: 60 * 20,
      votes: [
        ['hana', [1]],
        ['ezra', [0]],
        ['rosa', [1]],
      ],
      extraVotes: [4, 9, 2, 6],
      extraVoters: 21,
    },
    reactions: [['🌱', ['amara', 'kit@lichen.example']]],
  },
  {
    key: 'quentin-multi',
    author: 'quentin',
    minutesAgo: 41,
    text: 'Weekend ride planning. Which routes are you up for? Pick as many as you like. #cycling',
    poll: {
      options: [
        'Canal loop (flat, 40 km)',
        'Coast road (windy, 55 km)',
        'The big hill (pain, 30 km)',
        'Café crawl (cake, 25 km)',
      ],
      multiple: true,
      expiresInMinutes: 60 * 48,
      votes: [
        ['juniper', [0, 3]],
        ['ilse@lichen.example', [1, 2]],
        ['priya', [3]],
      ],
      extraVotes: [5, 3, 1, 8],
      extraVoters: 11,
      hideTotals: true,
    },
  },
  {
    key: 'signe-expired',
    author: 'signe',
    minutesAgo: 60 * 24 * 3,
    text: 'Settling an argument: which meteor shower is the best one?',
    poll: {
      options: ['Perseids', 'Geminids', 'Quadrantids', 'Whichever one is not clouded out'],
      multiple: false,
      expiresInMinutes: -60 * 24 * 2,
      votes: [
        ['juniper', [3]],
        ['ezra', [0]],
        ['marisol', [1]],
      ],
      extraVotes: [12, 9, 2, 17],
      extraVoters: 40,
    },
    reactions: [['☁️', ['quentin', 'wren']]],
  },
  {
    key: 'ezra-video',
    author: 'ezra',
    minutesAgo: 55,
    text: 'The heron on his post, doing heron things. A few seconds of pure patience. #birding',
    media: ['heron-video'],
    favouritedBy: ['amara', 'wren'],
    extraFavourites: 5,
  },
  {
    key: 'dmitri-audio',
    author: 'dmitri',
    minutesAgo: 70,
    text: 'Balcony loop no. 12: a little tune for a grey afternoon. Headphones recommended, neighbours not. #music',
    media: ['balcony-loop'],
    reactions: [['🎻', ['hana', 'signe']]],
  },
  {
    key: 'ezra-spider',
    author: 'ezra',
    minutesAgo: 60 * 3,
    cw: 'spider (close-up photo)',
    sensitive: true,
    text: 'The garden spider who lives by the back door has grown enormous. Handsome, but enormous. I have named her Margaret.',
    media: ['spider'],
  },
  {
    key: 'quentin-cw',
    author: 'quentin',
    minutesAgo: 60 * 5,
    cw: 'long bike maintenance rant',
    text: 'Right. Gears. Here is the thing nobody tells you about indexing gears: it is not hard, it is just fiddly, and fiddly things become hard when you are cold and your hands are covered in chain oil.\n\nStep one: shift to the smallest cog. Step two: check the cable tension with the barrel adjuster, a quarter turn at a time. Step three: resist the urge to do a full turn because you are impatient. Step four: do a full turn because you are impatient. Step five: undo step four.\n\nAnyway the bike works now and I have learned nothing. #cycling',
  },
  {
    key: 'priya-alt',
    author: 'priya',
    minutesAgo: 60 * 7,
    text: 'Alt text, the short version:\n\n1. Say what is in the picture that matters for the post.\n2. Skip "image of"; screen readers already say it is an image.\n3. If there is text in the picture, include the text.\n4. A joke picture needs the joke in the alt text too.\n\nThat is it. You do not need to be perfect, you just need to start. #accessibility',
    extraFavourites: 120,
    extraReblogs: 64,
    reactions: [['💯', ['juniper', 'marisol', 'greta@' + IDN]]],
  },
  {
    key: 'juniper-quote',
    author: 'juniper',
    minutesAgo: 60 * 6,
    quote: 'priya-alt',
    text: 'This is such a good explainer. Bookmarking it for the next time someone asks me why I bother with alt text on my drawings.',
    reactions: [['heart_pixel', ['priya']]],
  },
  {
    key: 'priya-long',
    author: 'priya',
    minutesAgo: 60 * 9,
    editedMinutesAgo: 60 * 8,
    html: true,
    // Posted with three points and a typo, then a fourth point, then the fifth and the thanks.
    earlierHtml: [
      '<p>Some notes from this week of making a timeline usable with a keyboard and a screen reader, because I promised I would write them down.</p>' +
        '<p><strong>1. The feed is a list, so say so.</strong> A timeline is a list of articles. Give each post an accesible name so people can jump between posts.</p>' +
        '<p><strong>2. Infinite scroll needs an exit.</strong> Put a real button at the end of the list.</p>' +
        '<p><strong>3. New posts should not move what you are reading.</strong> Show a "new posts" button instead.</p>',
      '<p>Some notes from this week of making a timeline usable with a keyboard and a screen reader, because I promised I would write them down.</p>' +
        '<p><strong>1. The feed is a list, so say so.</strong> A timeline is a list of articles. Give each post an accessible name (author and time is a good start) so people can jump between posts.</p>' +
        '<p><strong>2. Infinite scroll needs an exit.</strong> Put a real button at the end of the list.</p>' +
        '<p><strong>3. New posts should not move what you are reading.</strong> Show a "new posts" button instead.</p>' +
        '<p><strong>4. Content warnings are buttons.</strong> They hide and show content, so they should be buttons.</p>',
    ],
    text:
      '<p>Some notes from this week of making a timeline usable with a keyboard and a screen reader, because I promised I would write them down.</p>' +
      '<p><strong>1. The feed is a list, so say so.</strong> A timeline is a list of articles. Give each post an accessible name (author and time is a good start) so people can jump between posts without hearing every word of every post.</p>' +
      '<p><strong>2. Infinite scroll needs an exit.</strong> If the list loads more posts as you reach the end, anything after the list becomes unreachable. Put a real button at the end, and make sure focus does not jump when new posts arrive at the top.</p>' +
      '<p><strong>3. New posts should not move what you are reading.</strong> Show a "new posts" button instead of inserting them above the reader. This helps everyone, not just screen reader users.</p>' +
      '<p><strong>4. Content warnings are buttons.</strong> They hide and show content, so they should be buttons with an expanded state, not clickable text.</p>' +
      '<p><strong>5. Test with the real thing.</strong> I keep a short checklist on my notes page: <a href="https://priya.example/notes/timeline-checklist" rel="ugc">priya.example/notes/timeline-checklist</a>. It is not complete, and corrections are very welcome.</p>' +
      '<p>Thanks to everyone who answered my questions last week, especially <span class="h-card"><a class="u-url mention" href="https://lichen.example/users/moss" rel="ugc">@<span>moss</span></a></span> for the patience. <a class="hashtag" data-tag="accessibility" href="{base}/tag/accessibility" rel="tag ugc">#accessibility</a></p>',
    card: {
      url: 'https://priya.example/notes/timeline-checklist',
      title: 'A short checklist for accessible timelines',
      description:
        'Eleven things to check before you ship an infinite list: names, focus, landmarks, and the button at the end.',
      image: '/media/cards/checklist.png',
      providerName: 'priya.example',
    },
    extraFavourites: 48,
    extraReblogs: 22,
  },
  {
    key: 'hana-emoji',
    author: 'hana',
    minutesAgo: 33,
    text: 'Bake day! :sourdough: :tea_cup: :heart_pixel:\n\nTwo country loaves, a tray of cardamom buns and one experimental focaccia that may or may not be a face. #baking',
    media: ['loaf-crumb'],
    reactions: [
      ['sourdough', ['juniper', 'omar@harbour.example', 'kit@lichen.example']],
      ['🤤', ['quentin']],
    ],
    favouritedBy: ['juniper', 'rosa'],
    extraFavourites: 9,
  },
  {
    key: 'kit-quote',
    author: 'kit@lichen.example',
    minutesAgo: 20,
    quote: 'hana-emoji',
    text: 'I would knit a whole jumper for one of those cardamom buns. Possibly two jumpers.',
  },
  {
    key: 'marisol-card',
    author: 'marisol',
    minutesAgo: 60 * 26,
    text: 'Wrote up how the server has changed over two years, what broke, and what we learned: https://blog.petrel.example/two-years #petrel',
    card: {
      url: 'https://blog.petrel.example/two-years',
      title: 'Two years of a small server',
      description:
        'Backups, a full disk at three in the morning, and why we decided to stay small on purpose.',
      image: '/media/cards/two-years.png',
      providerName: 'blog.petrel.example',
    },
    reactions: [['🎉', ['tobias', 'juniper', 'priya', 'amara']]],
    extraFavourites: 27,
  },
  {
    key: 'nell-card',
    author: 'nell@harbour.example',
    minutesAgo: 60 * 2,
    text: '<p>Evening class timetable for the spring is up: <a href="https://sailing.harbour.example/spring" rel="nofollow noopener noreferrer" target="_blank">sailing.harbour.example/spring</a>. Beginners welcome, wet socks guaranteed. <a href="https://harbour.example/tags/sailing" class="mention hashtag" rel="tag">#<span>sailing</span></a></p>',
    html: true,
    card: {
      url: 'https://sailing.harbour.example/spring',
      title: 'Spring evening classes',
      description:
        'Six evenings on the water: knots, tacking, and coming back in without hitting the pontoon.',
      image: '/media/cards/tide.png',
      providerName: 'sailing.harbour.example',
    },
  },
  {
    key: 'juniper-lichen',
    author: 'juniper',
    minutesAgo: 60 * 4,
    text: '@moss@lichen.example you will know this one: the orange crusty patches on the allotment shed roof, friend or foe? Drawing them either way. #botany',
    media: ['allotment'],
  },
  {
    key: 'moss-answer',
    author: 'moss@lichen.example',
    minutesAgo: 60 * 3 + 40,
    replyTo: 'juniper-lichen',
    text: '@juniper Friend! Almost certainly a Xanthoria. It likes a bit of nitrogen, so your shed roof is probably popular with birds. Draw away.',
  },
  {
    key: 'rosa-list',
    author: 'rosa',
    minutesAgo: 60 * 11,
    text: 'Our summer reading list for the older students, as a plain text file so it prints nicely. Additions welcome! #books',
    media: ['reading-list'],
  },
  {
    key: 'kit-mfm',
    author: 'kit@lichen.example',
    // Old enough to sit below every first page the other tests read.
    minutesAgo: 60 * 24 * 12,
    mfm: true,
    text: 'Finished the scarf at last! $[tada Cast off!] The fringe came out $[x2 enormous] and the colours go $[rainbow.speed=3s all the way round]. #knitting',
  },
  {
    key: 'ezra-flash',
    author: 'ezra',
    minutesAgo: 60 * 24 * 9,
    text: 'Found my first ever animation on an old disk: harbour lights, made in Flash in 2006. It still plays, sort of.',
    media: ['harbour-lights'],
  },
  {
    key: 'ilse-ridge',
    author: 'ilse@lichen.example',
    minutesAgo: 90,
    text: 'Made it to the ridge before the weather did. #hiking',
    media: ['ridge'],
    reactions: [['⛰️', ['quentin', 'ezra']]],
  },
  {
    key: 'omar-stew',
    author: 'omar@harbour.example',
    minutesAgo: 60 * 8,
    html: true,
    text:
      '<p>Winter stew for a crowd, as promised. Serves about twelve, or four very hungry sailors.</p>' +
      '<ol><li>Brown two kilos of onions slowly. Slowly! Forty minutes at least.</li><li>Add garlic, cumin, a cinnamon stick and tomato paste; fry until it smells like a good decision.</li><li>Chickpeas, tomatoes, a litre of stock, a handful of dried apricots.</li><li>Simmer an hour. Lemon and parsley at the end.</li></ol>' +
      '<p>Serve with flatbread. Argue about whether the apricots belong. They do. <a href="https://harbour.example/tags/cooking" class="mention hashtag" rel="tag">#<span>cooking</span></a></p>',
    media: ['stew'],
  },
  {
    key: 'ayla-panel',
    author: `ayla@${IDN}`,
    minutesAgo: 60 * 13,
    text: 'Pencils for page 12. The lighthouse keeper finally meets the cat. #comics',
    media: ['panel-sketch'],
    reactions: [['😻', ['lu@harbour.example', 'juniper']]],
  },
  {
    key: 'amara-tall',
    author: 'amara',
    minutesAgo: 60 * 30,
    text: 'Market stalls, early morning, before the first customers. #photography',
    media: ['market-stalls'],
  },
  {
    key: 'amara-crane',
    author: 'amara',
    minutesAgo: 60 * 50,
    text: 'The old harbour crane, which has not moved since 1987 and is now mostly a perch for gulls.',
    media: ['crane', 'boats'],
  },
  {
    key: 'signe-moon',
    author: 'signe',
    minutesAgo: 60 * 15,
    text: 'Tonight’s Moon through the refractor, stacked from forty frames. #astronomy',
    media: ['moon', 'star-trails'],
  },
  {
    key: 'juniper-sketch',
    author: 'juniper',
    minutesAgo: 60 * 18,
    text: 'Leek study, ink and watercolour. #illustration #gardening',
    media: ['sketch-leeks', 'seedlings'],
    pinned: true,
    extraFavourites: 19,
  },
  {
    key: 'hana-proof',
    author: 'hana',
    minutesAgo: 60 * 40,
    text: 'The proofing basket shot, for the bread people. :sourdough: #sourdough',
    media: ['proofing'],
  },
  {
    key: 'dm-juniper-amara',
    author: 'juniper',
    minutesAgo: 60 * 2 + 10,
    visibility: 'direct',
    text: '@amara would you sell me a print of the harbour at dusk? The third one, with the floats. No rush!',
  },
  {
    key: 'dm-amara-reply',
    author: 'amara',
    minutesAgo: 60 * 2,
    visibility: 'direct',
    replyTo: 'dm-juniper-amara',
    text: '@juniper of course! A4 or A3? I will put one aside for you.',
  },
  {
    key: 'dm-quentin-juniper',
    author: 'quentin',
    minutesAgo: 60 * 20,
    visibility: 'direct',
    text: '@juniper Saturday ride is on. Bring the good snacks, not the sad cereal bars.',
  },
  {
    key: 'dm-staff',
    author: 'marisol',
    minutesAgo: 60 * 28,
    visibility: 'direct',
    text: '@tobias can you look at the two open reports when you have a minute? Both about the same remote account.',
  },
  {
    key: 'dm-staff-reply',
    author: 'tobias',
    minutesAgo: 60 * 27,
    visibility: 'direct',
    replyTo: 'dm-staff',
    text: '@marisol on it. Looks like the same spam wave as last week.',
  },
  {
    key: 'dm-nell-juniper',
    author: 'nell@harbour.example',
    minutesAgo: 60 * 35,
    visibility: 'direct',
    text: '@juniper Loved your leek drawing. Would you ever draw boats? Asking for a sailing club newsletter.',
  },
  {
    key: 'local-potluck',
    author: 'marisol',
    minutesAgo: 60 * 10,
    visibility: 'local',
    text: 'Local-only post, just for us: potluck at the community hall on Saturday from six. Bring a dish and a chair if you have a spare one.',
    reactions: [['🥘', ['hana', 'juniper', 'tobias']]],
  },
  {
    key: 'wren-private',
    author: 'wren',
    minutesAgo: 60 * 6 + 30,
    visibility: 'private',
    text: 'Followers only: I am reading at the bookshop on Thursday. Come and sit at the back and pretend you are not there for me.',
  },
  {
    key: 'juniper-private',
    author: 'juniper',
    minutesAgo: 60 * 12,
    visibility: 'private',
    text: 'Followers only, because I am a bit shy about it: my first picture book got accepted. I have been grinning all day.',
    reactions: [['🎉', ['quentin', 'amara', 'hana']]],
  },
  {
    key: 'juniper-unlisted',
    author: 'juniper',
    minutesAgo: 60 * 14,
    visibility: 'unlisted',
    text: 'Unlisted housekeeping: my commission prices for this year are on my portfolio page now.',
  },
  {
    key: 'tobias-faq',
    author: 'tobias',
    minutesAgo: 60 * 24 * 6,
    text: 'A moderation FAQ, since the same questions keep coming up.\n\nWhy was a domain silenced? Because it sent us spam or abuse and did not answer the admin. Silenced means its posts do not show in the public timelines; you can still follow people there.\n\nWhy was my post hidden? It was not: if you used a content warning, it is just collapsed.\n\nWho sees my reports? All moderators. Reports are never shown to the person you reported, unless you tick the box that forwards them to their server.\n\nHow do I appeal? Send me or @marisol a direct message. We read all of them, even the angry ones.\n\nThanks for keeping this place nice. #petrel',
    pinned: true,
  },
  {
    key: 'greta-de',
    author: `greta@${IDN}`,
    minutesAgo: 60 * 16,
    language: 'de',
    text: 'Neue Bücher sind da! Diese Woche: Reiseberichte, Kochbücher und ein sehr dickes Buch über Leuchttürme. #books',
  },
  {
    key: 'jonas-mention',
    author: `jonas@${IDN}`,
    minutesAgo: 60 * 5 + 20,
    text: '@rosa do you have a good English word for "Ohrwurm"? Earworm works, but it feels so much less alarming in English. #translation',
  },
  {
    key: 'rosa-answer',
    author: 'rosa',
    minutesAgo: 60 * 5,
    replyTo: 'jonas-mention',
    text: `@jonas@${IDN} earworm is the best we have, I am afraid. English is very relaxed about worms in ears.`,
  },
  {
    key: 'lu-devlog',
    author: 'lu@harbour.example',
    minutesAgo: 60 * 3 + 15,
    text: '<p>Friday devlog: the keeper can now climb the stairs, and the lamp room has a proper glow. Next up: weather. <a href="https://harbour.example/tags/gamedev" class="mention hashtag" rel="tag">#<span>gamedev</span></a></p>',
    html: true,
    media: ['lamp-room'],
  },
];

/** Repeats of the hand-placed posts. */
export const FEATURE_REPEATS: RepeatSpec[] = [
  { by: 'juniper', of: 'amara-gallery', minutesAgo: 8 },
  { by: 'marisol', of: 'priya-alt', minutesAgo: 60 * 6 + 30 },
  { by: 'moss@lichen.example', of: 'priya-long', minutesAgo: 60 * 7 },
  { by: 'hana', of: 'juniper-poll', minutesAgo: 22 },
  { by: 'quentin', of: 'ilse-ridge', minutesAgo: 80 },
  { by: 'ezra', of: 'signe-moon', minutesAgo: 60 * 14 },
  { by: 'priya', of: 'marisol-card', minutesAgo: 60 * 25 },
  { by: 'amara', of: 'ezra-video', minutesAgo: 50 },
  { by: 'kit@lichen.example', of: 'hana-emoji', minutesAgo: 30 },
  { by: 'rosa', of: 'welcome', minutesAgo: 60 * 24 * 19 },
];
