import type { FastifyPluginAsync } from 'fastify';
import { contextFor, type Shared } from '../auth.js';
import { renderCustomEmoji, renderPleromaEmojiMap } from '../render/emoji.js';

export const emojiRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v1/custom_emojis', async (request) => {
    const ctx = contextFor(request, shared);
    return [...shared.store.emoji.values()].map((emoji) => renderCustomEmoji(ctx, emoji));
  });
  app.get('/api/v1/pleroma/emoji', async (request) =>
    renderPleromaEmojiMap(contextFor(request, shared)),
  );
};
