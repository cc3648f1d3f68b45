import { useState } from 'react';
import { uploadMedia, type Attachment } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { api } from '../session/api';
import { errorFromApi } from './composerError';
import { acceptedCount, fileTooBig } from './rules/uploadRules';

function removeOne(list: string[], name: string): string[] {
  const at = list.indexOf(name);
  return at === -1 ? list : [...list.slice(0, at), ...list.slice(at + 1)];
}

/**
 * Uploads picked files at once, so posting only sends ids. Files over the limit are refused
 * before upload with the sized message (document 2 §5, §8); errors read 'upload.error.base'
 * followed by the specific text.
 */
export function useUploads({
  attached,
  fileLimit,
  uploadlimit,
  onUploaded,
  onError,
}: {
  attached: number;
  fileLimit: number;
  uploadlimit: number;
  onUploaded: (a: Attachment) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<string[]>([]);

  const add = (picked: File[]) => {
    const room = acceptedCount(attached + uploading.length, picked.length, fileLimit);
    if (room < picked.length)
      onError(`${t('upload.error.base')} ${t('upload.error.too_many', { count: fileLimit })}`);
    for (const file of picked.slice(0, room)) {
      const big = fileTooBig(file.size, uploadlimit);
      if (big) {
        onError(`${t('upload.error.base')} ${t('upload.error.file_too_big', { ...big })}`);
        continue;
      }
      setUploading((u) => [...u, file.name]);
      uploadMedia(api, file, file.name)
        .then(onUploaded, (err: unknown) => {
          const specific = errorFromApi(err);
          onError(
            `${t('upload.error.base')} ${specific.kind === 'text' ? specific.text : t('upload.error.default')}`,
          );
        })
        .finally(() => setUploading((u) => removeOne(u, file.name)));
    }
  };
  return { uploading, add };
}
