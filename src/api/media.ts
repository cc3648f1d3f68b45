import type { Attachment } from './entities';
import { ApiError, kindForStatus, readOrThrow } from './errors';
import type { ApiClient, UploadOptions } from './http';
import { normaliseAttachment } from './normalise/attachment';
import type { WireAttachment } from './wire';

function attachmentOrThrow(
  client: ApiClient,
  wire: unknown,
  method: string,
  path: string,
): Attachment {
  return readOrThrow(normaliseAttachment(wire as WireAttachment), wire, {
    method,
    url: client.url(path),
  });
}

/** POST /api/v1/media: a form with one field named file (document 2 §7). */
export async function uploadMedia(
  client: ApiClient,
  file: Blob,
  filename?: string,
  options: UploadOptions = {},
): Promise<Attachment> {
  const path = '/api/v1/media';
  const form = new FormData();
  if (filename !== undefined) form.append('file', file, filename);
  else form.append('file', file);
  return attachmentOrThrow(client, await client.upload(path, form, options), 'POST', path);
}

/** PUT /api/v1/media/{id} with the description. */
export async function setMediaDescription(
  client: ApiClient,
  id: string,
  description: string,
): Promise<Attachment> {
  const path = `/api/v1/media/${encodeURIComponent(id)}`;
  return attachmentOrThrow(client, await client.put(path, { body: { description } }), 'PUT', path);
}

/**
 * A sticker's image from the instance's static files, to upload as an attachment (stickers
 * are posted as media). Static files need no credential.
 */
export async function fetchStickerFile(client: ApiClient, path: string): Promise<File> {
  const url = client.url(path);
  let response: Response;
  try {
    response = await globalThis.fetch(url);
  } catch (cause) {
    throw new ApiError({
      kind: 'network',
      status: 0,
      body: null,
      request: { method: 'GET', url },
      cause,
    });
  }
  if (!response.ok)
    throw new ApiError({
      kind: kindForStatus(response.status),
      status: response.status,
      body: null,
      request: { method: 'GET', url },
    });
  const blob = await response.blob();
  const name = path.split('/').pop() || 'sticker.png';
  return new File([blob], name, { type: blob.type || 'image/png' });
}
