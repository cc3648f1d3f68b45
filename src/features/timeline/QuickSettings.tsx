import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useViewer } from '../../core/session/sessionStore';

const QuickSettingsMenu = lazy(() => import('./QuickSettingsMenu'));

/**
 * The timeline header's quick settings (document 2 §2): the same preferences the settings
 * modal shows, a click away. Reply visibility needs a viewer, so visitors see the rest.
 */
export function QuickSettings() {
  const { t } = useTranslation();
  const { signedIn } = useViewer();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  return (
    <div className="quick-settings">
      <button
        ref={toggle}
        type="button"
        className="button quick-settings__toggle"
        aria-label={t('timeline.quick.button')}
        title={t('timeline.quick.button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickSettingsMenu id={menuId} signedIn={signedIn} toggle={toggle} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
