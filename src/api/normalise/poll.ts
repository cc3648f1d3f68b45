import type { Poll, PollOption } from '../entities';
import type { WirePoll } from '../wire';
import { normaliseEmojis } from './emoji';
import { emojify, escapeHtml } from './html';
import {
  asArray,
  asBoolean,
  asId,
  asNullableNumber,
  asNullableString,
  asNumber,
  asString,
  isRecord,
} from './read';

export function normalisePoll(wire: WirePoll): Poll | null {
  if (!isRecord(wire)) return null;
  const id = asId(wire.id);
  if (id === null) return null;
  const emojis = normaliseEmojis(wire.emojis);
  const options: PollOption[] = asArray(wire.options)
    .filter(isRecord)
    .map((option) => {
      const title = asString(option['title']);
      return {
        title,
        title_html: emojify(escapeHtml(title), emojis),
        votes_count: asNullableNumber(option['votes_count']),
      };
    });
  return {
    id,
    options,
    multiple: asBoolean(wire.multiple),
    voted: asBoolean(wire.voted),
    own_votes: asArray(wire.own_votes).filter((vote): vote is number => typeof vote === 'number'),
    expired: asBoolean(wire.expired),
    expires_at: asNullableString(wire.expires_at),
    votes_count: asNumber(wire.votes_count),
    voters_count: asNullableNumber(wire.voters_count),
    emojis,
  };
}
