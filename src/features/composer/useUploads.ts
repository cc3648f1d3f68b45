import { useState } from 'react';
import { uploadMedia, type Attachment } from '../../api';
import { formatNumber } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { api } from '../../core/client';
import { errorFromApi } from './composerError';
import { acceptedCount, fileTooBig } from './rules/uploadRules';

/** A file on its way up: `fraction` of it sent, null while the browser cannot tell. */
export interface PendingUpload {
  key: number;
  name: string;
  fraction: number | null;
}

let nextKey = 0;

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
  const { t, i18n } = useTranslation();
  const [uploading, setUploading] = useState<PendingUpload[]>([]);
  const update = (key: number, change: (u: PendingUpload) => PendingUpload | null) =>
    setUploading((list) =>
      list.flatMap((u) => {
        if (u.key !== key) return [u];
        const next = change(u);
        return next ? [next] : [];
      }),
    );

  const add = (picked: File[]) => {
    const room = acceptedCount(attached + uploading.length, picked.length, fileLimit);
    if (room < picked.length)
      onError(`${t('upload.error.base')} ${t('upload.error.too_many', { count: fileLimit })}`);
    for (const file of picked.slice(0, room)) {
      const big = fileTooBig(file.size, uploadlimit);
      if (big) {
        const sizes = {
          filesize: formatNumber(big.filesize, i18n.language),
          filesizeunit: t(`units.${big.filesizeunit}`),
          allowedsize: formatNumber(big.allowedsize, i18n.language),
          allowedsizeunit: t(`units.${big.allowedsizeunit}`),
        };
        onError(`${t('upload.error.base')} ${t('upload.error.file_too_big', sizes)}`);
        continue;
      }
      const key = nextKey++;
      setUploading((u) => [...u, { key, name: file.name, fraction: null }]);
      const onProgress = (loaded: number, total: number) =>
        update(key, (u) => ({ ...u, fraction: total > 0 ? loaded / total : null }));
      uploadMedia(api, file, file.name, { onProgress })
        .then(onUploaded, (err: unknown) => {
          const specific = errorFromApi(err);
          onError(
            `${t('upload.error.base')} ${specific.kind === 'text' ? specific.text : t('upload.error.default')}`,
          );
        })
        .finally(() => update(key, () => null));
    }
  };
  return { uploading, add };
}
