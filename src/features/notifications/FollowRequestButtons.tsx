import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usePreference } from '../../core/preferences/preferences';
import { approveRequest, denyRequest } from './notificationActions';

interface FollowRequestButtonsProps {
  userId: string;
  name: string;
  /** After the server agreed (the friend-requests page drops the row). */
  onDone?: (approved: boolean) => void;
}

/** Approve and Deny, each behind a confirmation when its setting asks (document 1 §2). */
export function FollowRequestButtons({ userId, name, onDone }: FollowRequestButtonsProps) {
  const { t } = useTranslation();
  const confirmApprove = usePreference('modalOnApproveFollow');
  const confirmDeny = usePreference('modalOnDenyFollow');
  const [asking, setAsking] = useState<'approve' | 'deny' | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (approve: boolean) => {
    setAsking(null);
    setBusy(true);
    try {
      await (approve ? approveRequest(userId) : denyRequest(userId));
      onDone?.(approve);
    } catch (error) {
      console.warn('Follow request decision failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="follow-request-buttons">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-label={`${t('notifications.approve')} ${name}`}
        onClick={() => (confirmApprove ? setAsking('approve') : void run(true))}
      >
        <Check aria-hidden="true" size={16} /> {t('notifications.approve')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={`${t('notifications.deny')} ${name}`}
        onClick={() => (confirmDeny ? setAsking('deny') : void run(false))}
      >
        <X aria-hidden="true" size={16} /> {t('notifications.deny')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(
            asking === 'approve'
              ? 'notifications.approve_confirm_title'
              : 'notifications.deny_confirm_title',
          )}
          body={t(
            asking === 'approve'
              ? 'notifications.approve_confirm_body'
              : 'notifications.deny_confirm_body',
            { name },
          )}
          confirmLabel={t(asking === 'approve' ? 'notifications.approve' : 'notifications.deny')}
          cancelLabel={t('notifications.cancel')}
          onConfirm={() => void run(asking === 'approve')}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
