import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from '../../ui/router';
import { usePreference } from '../../core/preferences/preferences';

/**
 * Logout for the nav bars and the drawer: asks first when `modalOnLogout` is on (document 1
 * §2), then signs out and goes to the local timeline.
 */
export function useLogout() {
  const ask = usePreference('modalOnLogout');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const confirm = useCallback(() => {
    setAsking(false);
    // The revoke call and its clean-up load on first use; they are not needed to show a page.
    void import('../../core/session/logout')
      .then((m) => m.logout({ clearServerData: () => queryClient.clear() }))
      .then((outcome) => navigate(outcome === 'switched' ? '/main/friends' : '/main/public'));
  }, [queryClient, navigate]);

  const request = useCallback(() => {
    if (ask) setAsking(true);
    else confirm();
  }, [ask, confirm]);

  return { request, asking, confirm, cancel: useCallback(() => setAsking(false), []) };
}

export type LogoutControl = ReturnType<typeof useLogout>;
