import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fetchFederationPolicy, type User } from '../../api';
import {
  deleteUser,
  grantPermissionGroup,
  revokePermissionGroup,
  setUserActivation,
  tagUser,
  untagUser,
  type PermissionGroup,
} from '../../api/admin';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/moderation.json';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from '../../ui/router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { profileStorage, rememberedNodeinfo } from '../../core/instance/serverProfile';
import { storeUser } from '../../core/statusCache';
import {
  canChangeRights,
  policyTagsFor,
  POLICY_TAGS,
  tagPolicyAvailable,
  withActivation,
  withRight,
  withTag,
  type PolicyTagName,
} from './adminRules';
import { errorText } from './errorText';
import { markStatusesDeleted } from './markDeleted';
import './adminMenu.css';

i18n.extendResources('en', text);

interface AdminMenuProps {
  user: User;
  name: string;
  /** The card sits on this user's profile page: after a deletion the app goes back a page. */
  onProfile: boolean;
}

/**
 * The admin menu of the user card (document 2 §2, §4, §6). Every toggle changes what the
 * client shows only once the server answered ok.
 */
export default function AdminMenu({ user, name, onProfile }: AdminMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // What the server accepted, until the card hands in a newer user (the cached account).
  const [accepted, setAccepted] = useState<{ base: User; value: User } | null>(null);
  const current = accepted && accepted.base === user ? accepted.value : user;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const groupId = useId();
  const { data: policy } = useQuery({
    queryKey: ['federation-policy'],
    queryFn: ({ signal }) =>
      fetchFederationPolicy(api, { signal, at: rememberedNodeinfo(profileStorage(), api.baseUrl) }),
    staleTime: 10 * 60_000,
    enabled: open,
  });
  const tags = policyTagsFor(current, tagPolicyAvailable(policy?.mrf_policies ?? []));
  const nickname = current.screen_name;

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('.admin-menu__list button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  /** Runs one call; the new user is stored only when it succeeded. */
  const run = async (key: string, call: () => Promise<unknown>, next: (u: User) => User) => {
    setBusy(key);
    try {
      await call();
      const updated = next(current);
      setAccepted({ base: user, value: updated });
      storeUser(queryClient, updated);
      return true;
    } catch (error) {
      pushNotice({
        level: 'error',
        messageKey: 'admin_menu.failed',
        messageArgs: { error: errorText(error, t) },
        timeout: 5000,
      });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const toggleRight = (right: PermissionGroup) => {
    const on = !current.rights[right];
    void run(
      right,
      () => (on ? grantPermissionGroup : revokePermissionGroup)(api, nickname, right),
      (u) => withRight(u, right, on),
    );
  };

  const toggleTag = (name: PolicyTagName) => {
    const tag = POLICY_TAGS[name];
    const on = !current.tags.includes(tag);
    void run(
      name,
      () => (on ? tagUser : untagUser)(api, nickname, tag),
      (u) => withTag(u, tag, on),
    );
  };

  const toggleActivation = () => {
    const active = current.deactivated;
    void run(
      'activation',
      () => setUserActivation(api, nickname, active),
      (u) => withActivation(u, active),
    );
  };

  const remove = async () => {
    setConfirming(false);
    const ok = await run(
      'delete',
      () => deleteUser(api, nickname),
      (u) => withActivation(u, false),
    );
    if (!ok) return;
    markStatusesDeleted(queryClient, current.id);
    pushNotice({
      level: 'success',
      messageKey: 'admin_menu.deleted',
      messageArgs: { name },
      timeout: 5000,
    });
    if (onProfile) navigate(-1);
  };

  const item = (key: string, label: string, onClick: () => void, pressed?: boolean): ReactNode => (
    // aria-disabled, not disabled: the focus stays on the button while the call runs.
    <li key={key}>
      <button
        type="button"
        className="menu-item"
        aria-pressed={pressed}
        aria-disabled={busy !== null}
        aria-busy={busy === key || undefined}
        onClick={() => {
          if (busy === null) onClick();
        }}
      >
        {label}
      </button>
    </li>
  );

  // Labelled groups, not headings: the card's heading levels differ from page to page.
  const group = (name: 'rights' | 'account' | 'policies', items: ReactNode) => (
    <div role="group" aria-labelledby={`${groupId}-${name}`}>
      <p className="admin-menu__group" id={`${groupId}-${name}`}>
        {t(`admin_menu.${name}`)}
      </p>
      <ul>{items}</ul>
    </div>
  );

  return (
    <div
      className="admin-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>('.admin-menu__toggle')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="button admin-menu__toggle"
        aria-label={t('admin_menu.toggle', { name })}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {t('admin_menu.button')}
      </button>
      {open && (
        <div className="admin-menu__list">
          {canChangeRights(current) &&
            group(
              'rights',
              <>
                {item(
                  'admin',
                  current.rights.admin ? t('admin_menu.revoke_admin') : t('admin_menu.grant_admin'),
                  () => toggleRight('admin'),
                )}
                {item(
                  'moderator',
                  current.rights.moderator
                    ? t('admin_menu.revoke_moderator')
                    : t('admin_menu.grant_moderator'),
                  () => toggleRight('moderator'),
                )}
              </>,
            )}
          {group(
            'account',
            <>
              {item(
                'activation',
                current.deactivated ? t('admin_menu.activate') : t('admin_menu.deactivate'),
                toggleActivation,
              )}
              {item('delete', t('admin_menu.delete'), () => setConfirming(true))}
            </>,
          )}
          {tags.length > 0 &&
            group(
              'policies',
              <>
                {tags.map((tag) =>
                  item(
                    tag,
                    t(`admin_menu.tags.${tag}`),
                    () => toggleTag(tag),
                    current.tags.includes(POLICY_TAGS[tag]),
                  ),
                )}
              </>,
            )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('admin_menu.confirm_delete_title', { name })}
          body={t('admin_menu.confirm_delete_body')}
          confirmLabel={t('admin_menu.confirm_delete_accept')}
          cancelLabel={t('admin_menu.confirm_cancel')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
