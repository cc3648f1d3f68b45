import type { Card } from '../entities';
import type { WireCard } from '../wire';
import { asNullableString, asNumber, asString, isRecord } from './read';
import { safeNullableWebUrl, safeWebUrl } from './url';

const CARD_TYPES: readonly Card['type'][] = ['link', 'photo', 'video', 'rich'];

export function normaliseCard(wire: WireCard | null | undefined): Card | null {
  if (!isRecord(wire)) return null;
  const url = safeWebUrl(asString(wire.url));
  // A card without a (web) URL has nothing to link to; the UI would show an empty box.
  if (url === '') return null;
  const type = CARD_TYPES.find((candidate) => candidate === wire.type) ?? 'link';
  return {
    url,
    title: asString(wire.title),
    description: asString(wire.description),
    image: safeNullableWebUrl(asNullableString(wire.image)),
    provider_name: asString(wire.provider_name),
    provider_url: safeWebUrl(asString(wire.provider_url)),
    type,
    width: asNumber(wire.width),
    height: asNumber(wire.height),
    html: asString(wire.html),
    blurhash: asNullableString(wire.blurhash),
  };
}
