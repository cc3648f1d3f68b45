import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from '../../ui/router';
import { useLayoutStore } from '../../core/layout/layoutStore';
import { layoutTypeFor } from '../../core/layout/layoutType';
import { notificationsPlace } from '../../core/layout/thirdColumn';
import { usePreference } from '../../core/preferences/preferences';
import { NotificationsPanel } from './NotificationsPanel';

/** The third column is on for signed-in users unless its mode is none. */
export function useThirdColumn(on: boolean): void {
  useEffect(() => {
    const apply = () => {
      const { width } = useLayoutStore.getState();
      useLayoutStore.setState({ thirdColumnOn: on, type: layoutTypeFor(width, on) });
    };
    apply();
    // Signing out unmounts this: the column goes with it.
    return () => {
      const { width } = useLayoutStore.getState();
      useLayoutStore.setState({ thirdColumnOn: false, type: layoutTypeFor(width, false) });
    };
  }, [on]);
}

/** The panel in the wide layout's third column, or at the foot of the sidebar otherwise. */
export function NotificationsPlacement({ placement }: { placement: 'column' | 'sidebar' }) {
  const { t } = useTranslation();
  const mode = usePreference('thirdColumnMode');
  const type = useLayoutStore((s) => s.type);
  // The notifications page shows the panel itself.
  const onPage = /^\/[^/]+\/notifications\/?$/.test(useLocation().pathname);
  if (onPage || notificationsPlace(type, mode) !== placement) return null;
  const panel = <NotificationsPanel heading headingLevel={2} />;
  return placement === 'column' ? (
    <aside className="third-column" aria-label={t('notifications.title')}>
      {panel}
    </aside>
  ) : (
    panel
  );
}
