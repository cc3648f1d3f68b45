import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import { imageSize, mediaType } from '../posting/imageSize.js';
import { renderAttachment } from '../render/attachment.js';
import { LIMITS } from '../render/limits.js';
import type { MediaRecord } from '../store.js';

/** Akkoma's answer to a file over its upload limit. */
export const FILE_TOO_LARGE = 'File is too large';

function safeName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').slice(-80) || 'upload';
}

/**
 * Uploads (document 3 §7): POST /api/v1/media and /api/v2/media take one multipart field
 * named file (and an optional description); files over the upload limit get 413. PUT
 * /api/v1/media/:id sets the description. The file is then served under /media like the seed's.
 */
export const mediaRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  const { store } = shared;
  /** media id -> uploader: only the uploader may describe it. */
  const owners = new Map<string, string>();
  await app.register(multipart, { limits: { fileSize: LIMITS.upload, files: 1 } });

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    if (!request.isMultipart()) return fail(reply, 400, 'Expected a multipart form');
    let bytes: Buffer | null = null;
    let mime = 'application/octet-stream';
    let name = 'upload';
    let description = '';
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') {
            await part.toBuffer();
            continue;
          }
          bytes = await part.toBuffer();
          mime = part.mimetype || mime;
          name = part.filename || name;
        } else if (part.fieldname === 'description' && typeof part.value === 'string') {
          description = part.value;
        }
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError)
        return fail(reply, 413, FILE_TOO_LARGE);
      throw error;
    }
    if (!bytes) return fail(reply, 422, 'No file given');
    const id = store.ids.next();
    const path = `/media/uploads/${id}/${safeName(name)}`;
    const body = bytes;
    store.files.add(path, mime, () => body);
    const size = mediaType(mime) === 'image' ? imageSize(bytes) : null;
    const media: MediaRecord = {
      id,
      type: mediaType(mime),
      mime,
      path,
      previewPath: path,
      description,
      blurhash: null,
      ...(size ? { width: size.width, height: size.height } : {}),
    };
    store.media.set(id, media);
    owners.set(id, ctx.viewer.id);
    return renderAttachment(ctx, media);
  };

  app.post('/api/v1/media', upload);
  app.post('/api/v2/media', upload);

  app.put<{ Params: { id: string } }>('/api/v1/media/:id', async (request, reply) => {
    const ctx = contextFor(request, shared);
    if (!ctx.viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const media = store.media.get(request.params.id);
    if (!media || owners.get(media.id) !== ctx.viewer.id)
      return fail(reply, 404, ERRORS.recordNotFound);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.description === 'string') media.description = body.description;
    return renderAttachment(ctx, media);
  });
};
