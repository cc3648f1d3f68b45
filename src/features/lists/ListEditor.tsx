import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '../../ui/router';
import {
  addListAccounts,
  createList,
  deleteList,
  removeListAccounts,
  renameList,
  type List,
  type User,
} from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import {
  canSaveList,
  emptyDraft,
  memberChanges,
  shownMembers,
  toggleMember,
  type MemberDraft,
} from './listRules';
import { useMemberSearch } from './useMemberSearch';

interface ListEditorProps {
  /** Absent: a new list. */
  list?: List;
  /** The members read so far (a page at a time). */
  members?: User[];
  /** Under the members: loading the next page of them. */
  moreMembers?: ReactNode;
}

function MemberRow({
  user,
  checked,
  onToggle,
}: {
  user: User;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="list-member">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-label={t('lists.member_toggle', { name: user.name || user.screen_name })}
        />
        <Avatar src={user.profile_image_url_original} size={32} />
        <span className="list-member__names">
          <bdi>{user.name || user.screen_name}</bdi>
          <span className="list-member__acct">@{user.screen_name_ui}</span>
        </span>
      </label>
    </li>
  );
}

/** The list form (document 1 §2, Lists): title, member search and selectable members. */
export function ListEditor({ list, members = [], moreMembers }: ListEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const [title, setTitle] = useState(list?.title ?? '');
  const [draft, setDraft] = useState<MemberDraft<User>>(emptyDraft);
  const [searchText, setSearchText] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const found = useMemberSearch(searchText);

  const selected = shownMembers(members, draft);
  const toggle = (user: User) =>
    setDraft((current) =>
      toggleMember(
        current,
        user,
        members.some((u) => u.id === user.id),
      ),
    );

  const save = useMutation({
    mutationFn: async () => {
      const changes = memberChanges(draft);
      if (!list) {
        // Document 1 §4: create the list, then set its accounts, then open its timeline.
        const created = await createList(api, title.trim());
        if (!created) throw new Error('The server did not return the new list.');
        await addListAccounts(api, created.id, changes.add);
        return created;
      }
      const renamed =
        title.trim() !== list.title ? await renameList(api, list.id, title.trim()) : list;
      await addListAccounts(api, list.id, changes.add);
      await removeListAccounts(api, list.id, changes.remove);
      return renamed ?? list;
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['lists'] });
      void navigate(`/lists/${encodeURIComponent(saved.id)}`);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteList(api, list?.id ?? ''),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['lists'] });
      void navigate('/lists');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSaveList(title) && !save.isPending) save.mutate();
  };
  const results = (found.data ?? []).filter((u) => !selected.some((s) => s.id === u.id));

  return (
    <form className="list-editor" onSubmit={submit}>
      <label htmlFor={`${id}-title`}>{t('lists.title_label')}</label>
      <input
        id={`${id}-title`}
        className="field"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        disabled={save.isPending}
      />

      <fieldset className="list-editor__members">
        <legend>{t('lists.members', { count: selected.length })}</legend>
        {selected.length === 0 ? (
          <p className="list-editor__hint">{t('lists.no_members')}</p>
        ) : (
          <ul>
            {selected.map((user) => (
              <MemberRow key={user.id} user={user} checked onToggle={() => toggle(user)} />
            ))}
          </ul>
        )}
        {moreMembers}
      </fieldset>

      <label htmlFor={`${id}-search`}>{t('lists.search_label')}</label>
      <input
        id={`${id}-search`}
        className="field"
        type="search"
        value={searchText}
        onChange={(e) => setSearchText(e.target.value)}
      />
      <div aria-live="polite">
        {found.isFetching ? (
          <Spinner label={t('lists.searching')} />
        ) : found.isError ? (
          <ErrorMessage error={found.error} />
        ) : found.data && results.length === 0 ? (
          <p className="list-editor__hint">{t('lists.no_matches')}</p>
        ) : results.length > 0 ? (
          <ul aria-label={t('lists.search_results')}>
            {results.map((user) => (
              <MemberRow key={user.id} user={user} checked={false} onToggle={() => toggle(user)} />
            ))}
          </ul>
        ) : null}
      </div>

      {(save.isError || remove.isError) && <ErrorMessage error={save.error ?? remove.error} />}
      <div className="list-editor__actions">
        {list && (
          <button
            type="button"
            className="button"
            onClick={() => setConfirmDelete(true)}
            disabled={remove.isPending}
          >
            {t('lists.delete')}
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!canSaveList(title) || save.isPending}
        >
          {list ? t('lists.save') : t('lists.create')}
        </button>
      </div>
      {confirmDelete && list && (
        <ConfirmDialog
          title={t('lists.delete_title')}
          body={t('lists.delete_body', { title: list.title })}
          confirmLabel={t('lists.delete')}
          cancelLabel={t('lists.cancel')}
          onConfirm={() => {
            setConfirmDelete(false);
            remove.mutate();
          }}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </form>
  );
}
