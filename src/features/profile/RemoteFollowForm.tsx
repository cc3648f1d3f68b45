import { useId } from 'react';
import type { User } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { useSessionStore } from '../../core/session/sessionStore';

/**
 * Document 2 §2, §6: a visitor on a local user's card follows from their own server. A plain
 * HTML form posts nickname and profile to the server's /main/ostatus, which sends them on.
 */
export function RemoteFollowForm({ user, name }: { user: User; name: string }) {
  const { t } = useTranslation();
  const server = useSessionStore((s) => s.instanceUrl).replace(/\/+$/, '');
  const id = useId();
  return (
    <form
      className="remote-follow"
      method="post"
      action={`${server}/main/ostatus`}
      aria-label={t('remote_follow.title', { name })}
    >
      <input type="hidden" name="nickname" value={user.screen_name} />
      <label htmlFor={`${id}-profile`}>{t('remote_follow.label')}</label>
      <div className="remote-follow__row">
        <input
          id={`${id}-profile`}
          name="profile"
          type="text"
          autoComplete="username"
          placeholder="name@example.social"
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="button button--primary">
          {t('remote_follow.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="remote-follow__hint">
        {t('remote_follow.hint')}
      </p>
    </form>
  );
}
