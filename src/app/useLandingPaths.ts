import { configString, useInstanceStore } from '../core/instance/instanceStore';
import { SIGNED_IN_LANDING, SIGNED_OUT_LANDING } from './routeTable';

/**
 * Landing paths (document 1 §2), configurable through the frontend configuration's
 * redirectRootLogin / redirectRootNoLogin. On a private instance visitors have no timeline to
 * land on, so they land on the sign-in screen.
 */
export function useLandingPaths(): { signedIn: string; signedOut: string } {
  const config = useInstanceStore((s) => s.config);
  const isPrivate = useInstanceStore((s) => s.settings?.private ?? false);
  return {
    signedIn: configString(config, 'redirectRootLogin', SIGNED_IN_LANDING),
    signedOut: isPrivate
      ? '/login'
      : configString(config, 'redirectRootNoLogin', SIGNED_OUT_LANDING),
  };
}
