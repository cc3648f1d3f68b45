import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

const ConfirmDialog = lazy(() =>
  import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Which question; the text lives under `user_card.confirm_{kind}_*`. */
export type ConfirmKind = 'unfollow' | 'block' | 'mute' | 'remove_follower';

interface Pending {
  kind: ConfirmKind;
  run: () => void;
}

/**
 * Runs an action at once, or first asks when the user's setting says so
 * (modalOnUnfollow, modalOnBlock, modalOnMute).
 */
export function useConfirmation(name: string): {
  confirm: (kind: ConfirmKind, ask: boolean, run: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  return {
    confirm: (kind, ask, run) => (ask ? setPending({ kind, run }) : run()),
    dialog: pending && (
      <Suspense fallback={null}>
        <ConfirmDialog
          title={t(`user_card.confirm_${pending.kind}_title`, { name })}
          body={t(`user_card.confirm_${pending.kind}_body`)}
          confirmLabel={t(`user_card.confirm_${pending.kind}_accept`)}
          cancelLabel={t('user_card.confirm_cancel')}
          onConfirm={() => {
            setPending(null);
            pending.run();
          }}
          onCancel={() => setPending(null)}
        />
      </Suspense>
    ),
  };
}
