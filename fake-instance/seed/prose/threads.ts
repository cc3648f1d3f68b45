import type { PostSpec } from '../spec.js';

/**
 * Conversations. The chisel thread is a reply chain eight levels deep (root plus eight
 * replies, each answering the one before) with two side branches, so thread views and
 * their depth limits have something real to show.
 */

export const THREAD_POSTS: PostSpec[] = [
  {
    key: 'chisel-0',
    author: 'tobias',
    minutesAgo: 60 * 30,
    text: 'Question for the woodworkers: should a beginner buy a cheap set of six chisels, or one good chisel? I have opinions but I want to hear yours first. #woodworking',
    extraFavourites: 6,
  },
  {
    key: 'chisel-1',
    author: 'priya',
    minutesAgo: 60 * 29 + 30,
    replyTo: 'chisel-0',
    text: '@tobias As a complete beginner who bought the cheap set: one good one. I used two of the six and neither stayed sharp.',
  },
  {
    key: 'chisel-2',
    author: 'tobias',
    minutesAgo: 60 * 29,
    replyTo: 'chisel-1',
    text: '@priya That matches what I see. Which two did you use? I bet the 12 mm was one.',
  },
  {
    key: 'chisel-3',
    author: 'juniper',
    minutesAgo: 60 * 28 + 20,
    replyTo: 'chisel-2',
    text: '@tobias @priya Jumping in: I mostly carve small things and I only ever reach for the 6 mm. Is that odd?',
  },
  {
    key: 'chisel-4',
    author: 'tobias',
    minutesAgo: 60 * 27 + 50,
    replyTo: 'chisel-3',
    text: '@juniper Not odd at all. Carving is a different world; smaller tools, more control. For joinery, 12 mm. For carving, whatever fits the curve.',
  },
  {
    key: 'chisel-5',
    author: 'moss@lichen.example',
    minutesAgo: 60 * 27,
    replyTo: 'chisel-4',
    text: '@tobias Lurking botanist here. Does the same rule apply to pruning knives? One good one beats a drawer of bad ones?',
  },
  {
    key: 'chisel-6',
    author: 'priya',
    minutesAgo: 60 * 26 + 10,
    replyTo: 'chisel-5',
    text: '@moss@lichen.example I think it applies to almost every tool, including keyboards. Ask me how I know.',
  },
  {
    key: 'chisel-7',
    author: 'tobias',
    minutesAgo: 60 * 25 + 40,
    replyTo: 'chisel-6',
    text: '@priya @moss@lichen.example Agreed. Buy one good one, learn to sharpen it, then buy the next size when you actually miss it.',
  },
  {
    key: 'chisel-8',
    author: 'juniper',
    minutesAgo: 60 * 25,
    replyTo: 'chisel-7',
    text: '@tobias "Buy the next one when you miss it" is now my rule for pens, brushes and, regrettably, seed packets.',
    reactions: [['😂', ['tobias', 'priya']]],
  },
  {
    key: 'chisel-side-1',
    author: 'nell@harbour.example',
    minutesAgo: 60 * 29 + 10,
    replyTo: 'chisel-0',
    text: '@tobias One good one. Same with rope, actually: one good line beats three cheap ones that kink.',
  },
  {
    key: 'chisel-side-2',
    author: 'omar@harbour.example',
    minutesAgo: 60 * 28 + 40,
    replyTo: 'chisel-2',
    text: '@tobias @priya Kitchen version: one good knife. Nobody needs the block of fourteen.',
  },
  {
    key: 'intro-1',
    author: 'juniper',
    minutesAgo: 60 * 24 * 19 + 30,
    replyTo: 'welcome',
    text: '@marisol Hello! I am June, I draw vegetables and grow them, in that order. #introduction',
  },
  {
    key: 'intro-2',
    author: 'ezra',
    minutesAgo: 60 * 24 * 19,
    replyTo: 'welcome',
    text: '@marisol Ezra, birdwatcher, will post herons. Thanks for running this place. #introduction',
  },
  {
    key: 'intro-3',
    author: 'rosa',
    minutesAgo: 60 * 24 * 18,
    replyTo: 'welcome',
    text: '@marisol Hi all, Rosa here, school librarian. Ask me for book recommendations, I dare you. #introduction',
  },
  {
    key: 'intro-3-reply',
    author: 'signe',
    minutesAgo: 60 * 24 * 17,
    replyTo: 'intro-3',
    text: '@rosa Challenge accepted: something about the night sky that is not a textbook?',
  },
  {
    key: 'intro-3-reply-2',
    author: 'rosa',
    minutesAgo: 60 * 24 * 16,
    replyTo: 'intro-3-reply',
    text: '@signe Oh, I have three. Come by the library and I will put them on the desk for you.',
  },
  {
    key: 'poll-chat',
    author: 'hana',
    minutesAgo: 23,
    replyTo: 'juniper-poll',
    text: '@juniper Sweet peas, every time. They make the whole plot smell like a birthday.',
  },
  {
    key: 'gallery-chat',
    author: 'marisol',
    minutesAgo: 10,
    replyTo: 'amara-gallery',
    text: '@amara The third one. The floats! Please make it a print.',
  },
  {
    key: 'gallery-chat-2',
    author: 'amara',
    minutesAgo: 6,
    replyTo: 'gallery-chat',
    text: '@marisol You are the second person to ask today. Looks like it is happening.',
  },
];
