import { Keyboard } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation';
import { useShortcutHelp } from './helpStore';

/** The visible way to the shortcut list that '?' opens. */
export function ShortcutHelpButton() {
  const { t } = useTranslation();
  const setOpen = useShortcutHelp((s) => s.setOpen);
  const label = t('nav.keyboard_shortcuts');
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      aria-keyshortcuts="?"
      onClick={() => setOpen(true)}
    >
      <Keyboard aria-hidden="true" size={20} />
    </button>
  );
}
