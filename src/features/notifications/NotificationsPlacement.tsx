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

// One element for every render: this placement reads the path and renders on each navigation,
// and the panel's twenty notifications need not (issue 28).
const PANEL = <NotificationsPanel heading headingLevel={2} />;

/** The panel in the wide layout's third column, or at the foot of the sidebar otherwise. */
export function NotificationsPlacement({ placement }: { placement: 'column' | 'sidebar' }) {
  const { t } = useTranslation();
  const mode = usePreference('thirdColumnMode');
  const type = useLayoutStore((s) => s.type);
  // The notifications page shows the panel itself.
  const onPage = /^\/[^/]+\/notifications\/?$/.test(useLocation().pathname);
  if (onPage || notificationsPlace(type, mode) !== placement) return null;
  return placement === 'column' ? (
    <aside className="third-column" aria-label={t('notifications.title')}>
      {PANEL}
    </aside>
  ) : (
    PANEL
  );
}
