import { LogOut, Settings, Shield, Wrench } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation';
import { useModalStore } from '../../features/modals/modalStore';
import { ShortcutHelpButton } from '../../features/keyboard/ShortcutHelpButton';
import { Brand } from './Brand';
import { NavShortcuts } from './NavShortcuts';
import { SearchBar } from './SearchBar';
import type { NavModel } from './useNavModel';

export const ADMIN_PATH = '/pleroma/admin/#/login-pleroma';

/** The top bar for normal and wide layouts (document 1 §2, Desktop nav). */
export function DesktopNav({ model, onLogout }: { model: NavModel; onLogout?: () => void }) {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Brand />
        <NavShortcuts model={model} />
        <div className="topbar__actions">
          {model.search && <SearchBar />}
          <ShortcutHelpButton />
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.settings')}
            onClick={() => open('settings')}
          >
            <Settings aria-hidden="true" size={20} />
          </button>
          {model.moderation && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('nav.moderation')}
              onClick={() => open('moderation')}
            >
              <Shield aria-hidden="true" size={20} />
            </button>
          )}
          {model.administration && (
            <a
              className="icon-button"
              href={ADMIN_PATH}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('nav.administration')}
            >
              <Wrench aria-hidden="true" size={20} />
            </a>
          )}
          {model.viewer.signedIn && onLogout && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('nav.logout')}
              title={t('nav.logout')}
              onClick={onLogout}
            >
              <LogOut aria-hidden="true" size={20} className="flip-in-rtl" />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
