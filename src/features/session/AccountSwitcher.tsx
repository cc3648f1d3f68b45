import '../auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from '../../ui/router';
import { Avatar } from '../../ui/Avatar';
import { pushNotice } from '../../core/notices/noticesStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { switchAccount } from '../../core/session/switchAccount';
import './accountSwitcher.css';

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
        pushNotice({ messageKey: 'authScreens.accounts.switch_failed', messageArgs: { acct } });
      },
    );
  };

  return (
    <nav className="account-switcher" aria-label={t('authScreens.accounts.switcher_label')}>
      {current && others.length > 0 && (
        <p className="account-switcher__current">
          {t('authScreens.accounts.current', { acct: current.acct })}
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
                <span className="visually-hidden">{t('authScreens.accounts.switch_prefix')} </span>
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
          {t('authScreens.accounts.switching')}
        </p>
      )}
      <Link to="/login?add=1" className="account-switcher__add" onClick={onNavigate}>
        {t('authScreens.accounts.add')}
      </Link>
    </nav>
  );
}
