/** What other features may use of emoji (issue 26): the rest of the folder is private. */
export { useCustomEmoji, useStandardEmoji } from './emojiQueries';
