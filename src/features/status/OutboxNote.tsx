import { Clock, TriangleAlert } from 'lucide-react';
import { memo } from 'react';
import type { OutboxAction, OutboxEntry } from '../../core/outbox/outboxRules';
import { useStatusOutbox } from '../../core/outbox/outboxStore';
import '../../core/outbox/outboxText';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/useTranslation';
import './outboxNote.css';

function actionLabel(action: OutboxAction, t: TFunction): string {
  switch (action.kind) {
    case 'toggle':
      return t(`outbox.action.${action.toggle}`);
    case 'react':
      return t(action.add ? 'outbox.action.react' : 'outbox.action.unreact', {
        emoji: action.url ? `:${action.emoji}:` : action.emoji,
      });
    case 'vote':
      return t('outbox.action.vote');
    default:
      return t('outbox.action.edit');
  }
}

/** The part of a note a toggle's button is described by: one per toggle pair. */
export function noteKey(action: OutboxAction): string {
  return action.kind === 'toggle' ? action.toggle.replace(/^un/, '') : action.kind;
}

/**
 * What of this status waits in the outbox (issue 27): "Favourite: waiting to send" with a
 * cancel control, or a refusal with its message, retry and cancel.
 */
export const OutboxNote = memo(function OutboxNote({
  statusId,
  id,
}: {
  statusId: string;
  id: string;
}) {
  const { t } = useTranslation();
  const entries = useStatusOutbox(statusId);
  if (entries.length === 0) return null;
  const act = (run: (m: typeof import('../../core/outbox/outbox')) => unknown) =>
    void import('../../core/outbox/outbox').then(run);
  return (
    <ul className="outbox-note" id={id}>
      {entries.map((entry: OutboxEntry) => {
        const action = actionLabel(entry.action, t);
        const failure = entry.failure;
        const error = failure ? (failure.text ?? t(failure.messageKey, failure.messageArgs)) : '';
        return (
          <li key={entry.id} className={`outbox-note__item is-${entry.state}`}>
            {failure ? (
              <TriangleAlert aria-hidden="true" size={14} />
            ) : (
              <Clock aria-hidden="true" size={14} />
            )}
            <span id={`${id}-${noteKey(entry.action)}`}>
              {entry.state === 'failed'
                ? t('outbox.note_failed', { action, error })
                : t('outbox.note_waiting', { action })}
            </span>
            {entry.state === 'failed' && (
              <button
                type="button"
                className="button button--small"
                onClick={() => act((m) => m.retryEntry(entry.id))}
              >
                {t('outbox.retry')}
              </button>
            )}
            <button
              type="button"
              className="button button--small"
              disabled={entry.state === 'sending'}
              onClick={() => act((m) => m.cancelEntry(entry.id))}
            >
              {t('outbox.cancel')}
            </button>
          </li>
        );
      })}
    </ul>
  );
});
