import { useEffect, useId, useRef, useState } from 'react';
import { isApiError, setNote, type User } from '../../api';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { api } from '../../core/client';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { storeRelationship } from '../../core/relationships/relationshipCache';

/** Document 1 §5, document 2 §5: the note is saved after 1500 ms without typing. */
export const NOTE_SAVE_DELAY_MS = 1500;

type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | { error: string };

/** A private note about another user, kept on the server with the relationship. */
export function PrivateNote({ user, initial }: { user: User; initial: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(value);
  const name = user.name || user.screen_name;
  // Offline the note is shown but not edited: it lives on the server, not in the outbox.
  const needsServer = useNeedsServer();

  const save = async (note: string) => {
    setState('saving');
    try {
      const relationship = await setNote(api, user.id, note);
      storeRelationship(queryClient, { ...relationship, note });
      // Typing went on while saving: the next timer saves the newer text.
      if (latest.current === note) setState('saved');
    } catch (error) {
      setState({
        error: isApiError(error)
          ? (error.serverMessage ?? t(error.messageKey, error.messageArgs))
          : String(error),
      });
    }
  };

  // A note typed and not yet saved is saved when leaving the page, so nothing is lost.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void save(latest.current);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div className="private-note">
      <label htmlFor={`${id}-note`}>{t('user_profile.note_label', { name })}</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        value={value}
        placeholder={t('user_profile.note_placeholder')}
        readOnly={needsServer !== undefined}
        title={needsServer}
        aria-describedby={`${id}-state`}
        onChange={(e) => {
          const next = e.target.value;
          setValue(next);
          latest.current = next;
          setState('pending');
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            timer.current = null;
            void save(next);
          }, NOTE_SAVE_DELAY_MS);
        }}
      />
      <p id={`${id}-state`} className="private-note__state" aria-live="polite">
        {state === 'saving'
          ? t('user_profile.note_saving')
          : state === 'saved'
            ? t('user_profile.note_saved')
            : typeof state === 'object'
              ? t('user_profile.note_error', { error: state.error })
              : ''}
      </p>
    </div>
  );
}
