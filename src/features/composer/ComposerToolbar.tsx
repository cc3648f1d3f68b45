import { BarChart3, Eye, Paperclip, Smile, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation';
import type { LengthState } from './rules/textLength';

interface ComposerToolbarProps {
  /** The counter's id: the text field is described by it. */
  counterId: string;
  length: LengthState;
  /** Null when polls cannot be added here (edits, or a server without polls). */
  hasPoll: boolean | null;
  pickerOpen: boolean;
  previewing: boolean;
  /** Null when nothing is attached (the checkbox only shows with media). */
  sensitive: boolean | null;
  onAttach: (files: File[]) => void;
  onTogglePoll: () => void;
  onTogglePicker: () => void;
  onTogglePreview: () => void;
  onSensitive: (sensitive: boolean) => void;
}

interface ToolbarToggleProps {
  icon: LucideIcon;
  label: string;
  /** A mode the button turns on and off (poll, preview). */
  pressed?: boolean;
  /** A popup the button opens and closes (the emoji picker). */
  expanded?: boolean;
  onClick: () => void;
  /** The emoji picker's outside-click check leaves this button to its own click. */
  pickerToggle?: boolean;
}

/** One icon-only toggle of the toolbar. */
function ToolbarToggle({
  icon: Icon,
  label,
  pressed,
  expanded,
  onClick,
  pickerToggle,
}: ToolbarToggleProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      data-picker-toggle={pickerToggle ? '' : undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}

/** The row under the text: attach, poll, emoji, preview, sensitive media and the counter. */
export function ComposerToolbar({
  counterId,
  length,
  hasPoll,
  pickerOpen,
  previewing,
  sensitive,
  onAttach,
  onTogglePoll,
  onTogglePicker,
  onTogglePreview,
  onSensitive,
}: ComposerToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="composer__toolbar">
      <label className="icon-button composer__attach" title={t('post_status.attach')}>
        <Paperclip aria-hidden="true" size={18} />
        <input
          type="file"
          multiple
          className="visually-hidden"
          aria-label={t('post_status.attach')}
          onChange={(e) => {
            onAttach([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      {hasPoll !== null && (
        <ToolbarToggle
          icon={BarChart3}
          label={hasPoll ? t('post_status.remove_poll') : t('post_status.add_poll')}
          pressed={hasPoll}
          onClick={onTogglePoll}
        />
      )}
      <ToolbarToggle
        icon={Smile}
        label={t('post_status.emoji')}
        expanded={pickerOpen}
        onClick={onTogglePicker}
        pickerToggle
      />
      <ToolbarToggle
        icon={Eye}
        label={t('post_status.preview')}
        pressed={previewing}
        onClick={onTogglePreview}
      />
      {sensitive !== null && (
        <label className="composer__check">
          <input
            type="checkbox"
            checked={sensitive}
            onChange={(e) => onSensitive(e.target.checked)}
          />
          {t('post_status.sensitive')}
        </label>
      )}
      <span
        id={counterId}
        className={`composer__counter${length.over ? ' is-over' : ''}`}
        aria-live="polite"
        title={
          length.left === null
            ? undefined
            : t(length.over ? 'post_status.characters_over' : 'post_status.characters_left', {
                count: Math.abs(length.left),
              })
        }
      >
        {length.left}
      </span>
    </div>
  );
}
