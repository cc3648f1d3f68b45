import { useTranslation } from '../../i18n/useTranslation';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import type { LogoutControl } from './useLogout';

const loadDialog = () => import('../../ui/ConfirmDialog');

/** The logout question, loaded on first use. */
export function LogoutConfirmation({ control }: { control: LogoutControl }) {
  const { t } = useTranslation();
  if (!control.asking) return null;
  return (
    <LazyChunk
      name="confirm"
      load={loadDialog}
      render={(m) => (
        <m.ConfirmDialog
          title={t('auth.logout.confirm_title')}
          body={t('auth.logout.confirm_body')}
          confirmLabel={t('auth.logout.confirm')}
          cancelLabel={t('auth.logout.cancel')}
          onConfirm={control.confirm}
          onCancel={control.cancel}
        />
      )}
    />
  );
}
