import { X } from 'lucide-react';

interface CloseButtonProps {
  /** The accessible name: what closes, dismisses or is removed. */
  label: string;
  onClick: () => void;
  size?: number;
  className?: string;
}

/** The icon-only × button of dialogs, drawers, banners and removable rows. */
export function CloseButton({ label, onClick, size = 18, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      <X aria-hidden="true" size={size} />
    </button>
  );
}
