import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { PollLimits } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import {
  canAddOption,
  clampExpiry,
  expiryParts,
  expiryUnits,
  UNIT_SECONDS,
  type ExpiryUnit,
  type PollForm,
} from './rules/pollForm';
import { CloseButton } from '../../ui/CloseButton';

/** The poll form: options, single or multiple choice, and a duration within the instance's limits. */
export function PollEditor({
  poll,
  limits,
  onChange,
}: {
  poll: PollForm;
  limits: PollLimits;
  onChange: (p: PollForm) => void;
}) {
  const { t } = useTranslation();
  const amountId = useId();
  const unitId = useId();
  const units = expiryUnits(limits);
  const { amount, unit } = expiryParts(poll.expiresIn, limits);
  const setExpiry = (n: number, u: ExpiryUnit) =>
    onChange({ ...poll, expiresIn: clampExpiry(Math.max(1, n) * UNIT_SECONDS[u], limits) });

  return (
    <fieldset className="composer__poll">
      <legend>{t('polls.title')}</legend>
      {poll.options.map((option, i) => (
        <div className="composer__poll-option" key={i}>
          <input
            aria-label={t('polls.option', { n: i + 1 })}
            placeholder={t('polls.option', { n: i + 1 })}
            maxLength={limits.max_option_chars}
            value={option}
            onChange={(e) =>
              onChange({
                ...poll,
                options: poll.options.map((o, j) => (j === i ? e.target.value : o)),
              })
            }
          />
          {poll.options.length > 2 && (
            <CloseButton
              label={t('polls.remove_option', { n: i + 1 })}
              onClick={() => onChange({ ...poll, options: poll.options.filter((_, j) => j !== i) })}
              size={16}
            />
          )}
        </div>
      ))}
      <div className="composer__poll-row">
        {canAddOption(poll, limits) && (
          <button
            type="button"
            className="button"
            onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}
          >
            <Plus aria-hidden="true" size={16} /> {t('polls.add_option')}
          </button>
        )}
        <label className="composer__check">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(e) => onChange({ ...poll, multiple: e.target.checked })}
          />
          {t('polls.multiple')}
        </label>
      </div>
      <div className="composer__poll-row">
        <label htmlFor={amountId}>{t('polls.expiry_amount')}</label>
        {/* The amount and its unit read as one value: they never part across lines. */}
        <span className="composer__poll-expiry">
          <input
            id={amountId}
            type="number"
            min={1}
            className="composer__poll-amount"
            value={amount}
            onChange={(e) => setExpiry(Number(e.target.value) || 1, unit)}
          />
          <label htmlFor={unitId} className="visually-hidden">
            {t('polls.expiry_unit')}
          </label>
          <select
            id={unitId}
            value={unit}
            onChange={(e) => setExpiry(amount, e.target.value as ExpiryUnit)}
          >
            {units.map((u) => (
              <option key={u} value={u}>
                {t(`polls.units.${u}`)}
              </option>
            ))}
          </select>
        </span>
      </div>
    </fieldset>
  );
}
