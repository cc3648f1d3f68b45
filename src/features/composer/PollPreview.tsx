import { Circle, Square } from 'lucide-react';
import type { PollLimits } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { cleanOptions, clampExpiry, expiryParts, type PollForm } from './rules/pollForm';

/**
 * The poll as it will be posted: the options that survive cleaning, the kind of choice and the
 * duration after clamping, so the preview shows what readers will get, not what was typed.
 */
export function PollPreview({ poll, limits }: { poll: PollForm; limits: PollLimits }) {
  const { t } = useTranslation();
  const options = cleanOptions(poll.options);
  if (options.length === 0) return null;
  const Mark = poll.multiple ? Square : Circle;
  const { amount, unit } = expiryParts(clampExpiry(poll.expiresIn, limits), limits);
  return (
    <div className="composer__poll-preview">
      <ul aria-label={t('post_status.poll_preview')}>
        {options.map((option) => (
          <li key={option}>
            <Mark aria-hidden="true" size={14} />
            {option}
          </li>
        ))}
      </ul>
      <p className="composer__preview-note">
        {t(poll.multiple ? 'post_status.poll_preview_multiple' : 'post_status.poll_preview_single')}
        {' · '}
        {t(`post_status.poll_preview_ends_${unit}`, { count: amount })}
      </p>
    </div>
  );
}
