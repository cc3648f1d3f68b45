import { Filter } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  usePreference,
  usePreferencesStore,
  type NotificationVisibility,
} from '../../core/preferences/preferences';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { offeredFilters } from './offeredFilters';

/** The per-type filter dropdown (document 3 §9); choices are the notificationVisibility setting. */
export function NotificationFilter() {
  const { t } = useTranslation();
  const visibility = usePreference('notificationVisibility');
  const server = useServerFeatures();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const toggle = (key: keyof NotificationVisibility) => {
    usePreferencesStore.getState().set({
      notificationVisibility: { ...visibility, [key]: !visibility[key] },
    });
  };
  return (
    <div className="notification-filter" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('notifications.filter')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Filter aria-hidden="true" size={18} />
      </button>
      {open && (
        <fieldset id={menuId} className="notification-filter__menu">
          <legend className="visually-hidden">{t('notifications.filter')}</legend>
          {offeredFilters(server).map((key) => (
            <label key={key} className="notification-filter__option">
              <input type="checkbox" checked={visibility[key]} onChange={() => toggle(key)} />
              {t(`notifications.filters.${key}`)}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
