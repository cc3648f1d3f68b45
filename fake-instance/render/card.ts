import type { CardRecord } from '../store.js';
import { absolute, type RenderContext } from './context.js';

/** A link card in Akkoma's shape: no author or embed fields, the OpenGraph data under pleroma. */
export function renderCard(ctx: RenderContext, card: CardRecord) {
  const url = new URL(card.url);
  const image = card.image ? absolute(ctx, card.image) : null;
  return {
    type: 'link',
    url: card.url,
    title: card.title,
    description: card.description,
    image,
    provider_name: card.providerName,
    provider_url: `${url.protocol}//${url.host}`,
    pleroma: {
      opengraph: {
        url: card.url,
        title: card.title,
        description: card.description,
        ...(image ? { image } : {}),
      },
    },
  };
}
