import { formatFileSize, type SizeUnit } from '../../../lib/fileSize';

/** The arguments of upload.error.file_too_big (document 2 §8). */
export interface FileTooBig {
  filesize: number;
  filesizeunit: SizeUnit;
  allowedsize: number;
  allowedsizeunit: SizeUnit;
}

/**
 * Files larger than the upload limit are rejected before upload (document 2 §5), with both
 * sizes in their units. A limit of 0 means the instance did not say, so nothing is rejected.
 */
export function fileTooBig(size: number, uploadlimit: number): FileTooBig | null {
  if (uploadlimit <= 0 || size <= uploadlimit) return null;
  const file = formatFileSize(size);
  const allowed = formatFileSize(uploadlimit);
  return {
    filesize: file.num,
    filesizeunit: file.unit,
    allowedsize: allowed.num,
    allowedsizeunit: allowed.unit,
  };
}

/**
 * Not given by the spec beyond "capped by fileLimit": Akkoma's default
 * max_media_attachments, used when the instance does not report its own.
 */
export const DEFAULT_FILE_LIMIT = 10;

/** How many of the picked files may still be attached. */
export function acceptedCount(attached: number, picked: number, fileLimit: number): number {
  return Math.max(0, Math.min(picked, fileLimit - attached));
}
