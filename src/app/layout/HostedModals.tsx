import { useTranslation } from '../../i18n/useTranslation';
import { useModalStore, type ModalName } from '../../features/modals/modalStore';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { Modal } from '../../ui/Modal';

const loadSettings = () => import('../../features/settings/SettingsModal');
const loadModeration = () => import('../../features/moderation/ModerationModal');

function HostedModal({ name }: { name: ModalName }) {
  const { t } = useTranslation();
  const state = useModalStore((s) => s[name]);
  const peek = useModalStore((s) => s.peek);
  const close = useModalStore((s) => s.close);
  if (state === 'hidden') return null;
  return (
    <Modal
      title={t(`nav.${name}`)}
      state={state}
      onPeek={() => peek(name)}
      onClose={() => close(name)}
    >
      {name === 'settings' ? (
        <LazyChunk name="settings" load={loadSettings} render={(m) => <m.SettingsModal />} />
      ) : (
        <LazyChunk name="moderation" load={loadModeration} render={(m) => <m.ModerationModal />} />
      )}
    </Modal>
  );
}

/** The settings and moderation modals, each with its frame and lazily loaded content. */
export function HostedModals() {
  return (
    <>
      <HostedModal name="settings" />
      <HostedModal name="moderation" />
    </>
  );
}
