import { useModalStore } from '../../features/modals/modalStore';
import { LazyChunk } from '../../ui/chunk/LazyChunk';

const loadModals = () => import('./HostedModals');

/** The settings and moderation modals: no code of theirs loads until one is first opened. */
export function ModalHost() {
  const anyOpen = useModalStore((s) => s.settings !== 'hidden' || s.moderation !== 'hidden');
  if (!anyOpen) return null;
  return (
    <LazyChunk name="modals" load={loadModals} fallback={null} render={(m) => <m.HostedModals />} />
  );
}
