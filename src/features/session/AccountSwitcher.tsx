import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/accountSwitcher.json';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { pushNotice } from '../../core/notices/noticesStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { switchAccount } from '../../core/session/switchAccount';
import './accountSwitcher.css';

// Its few words in a catalogue of their own: the access screens' whole text (authScreens.json,
// 1.8 KB gzip) stays with those screens instead of riding on every signed-in home.
i18n.extendResources('en', text);

/**
 * The user panel's accounts (issue 16): every other signed-in account as a button that
 * switches to it in place, and "Add account". Loaded once a person is signed in.
 */
export function AccountSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accounts = useSessionStore((s) => s.accounts);
  const activeKey = useSessionStore((s) => s.activeKey);
  const [switching, setSwitching] = useState<string | null>(null);
  const others = accounts.filter((a) => a.key !== activeKey);
  const current = accounts.find((a) => a.key === activeKey);

  const choose = (key: string, acct: string) => {
    setSwitching(key);
    switchAccount(key, () => queryClient.clear()).then(
      () => {
        setSwitching(null);
        onNavigate?.();
        navigate('/main/friends');
      },
      () => {
        setSwitching(null);
        pushNotice({ messageKey: 'accountSwitcher.switch_failed', messageArgs: { acct } });
      },
    );
  };

  return (
    <nav className="account-switcher" aria-label={t('accountSwitcher.switcher_label')}>
      {current && others.length > 0 && (
        <p className="account-switcher__current">
          {t('accountSwitcher.current', { acct: current.acct })}
        </p>
      )}
      {others.length > 0 && (
        <ul className="account-switcher__list">
          {others.map((a) => (
            <li key={a.key}>
              <button
                type="button"
                className="account-switcher__account"
                disabled={switching !== null}
                aria-busy={switching === a.key}
                onClick={() => choose(a.key, a.acct)}
              >
                <Avatar src={a.avatar} size={32} />
                {/* The name is the visible text, led by what the button does. */}
                <span className="visually-hidden">{t('accountSwitcher.switch_prefix')} </span>
                <span className="account-switcher__names">
                  <bdi className="account-switcher__name">{a.displayName}</bdi>{' '}
                  <span className="account-switcher__acct">@{a.acct}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {switching && (
        <p role="status" className="account-switcher__status">
          {t('accountSwitcher.switching')}
        </p>
      )}
      <Link to="/login?add=1" className="account-switcher__add" onClick={onNavigate}>
        {t('accountSwitcher.add')}
      </Link>
    </nav>
  );
}
