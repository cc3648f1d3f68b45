import type { ReactNode } from 'react';
import { Navigate } from '../ui/router';
import { needsInstanceChoice, useSessionStore, useViewer } from '../core/session/sessionStore';
import type { RouteSpec } from './routeTable';
import { useLandingPaths } from './useLandingPaths';

/**
 * Guarded routes send signed-out visitors to the signed-out landing path (document 1 §2). A
 * standalone client with no instance chosen has nothing to read: every route that needs an
 * instance goes to the sign-in screen, which asks for one (issue 16).
 */
export function RouteGuard({ route, children }: { route: RouteSpec; children: ReactNode }) {
  const { signedIn } = useViewer();
  const landing = useLandingPaths();
  const noInstance = useSessionStore((s) => needsInstanceChoice(s, window.location.origin));
  if (noInstance && !route.instanceFree) return <Navigate to="/login" replace />;
  if (route.signInNeeded && !signedIn) return <Navigate to={landing.signedOut} replace />;
  if (route.signedOutOnly && signedIn) return <Navigate to="/" replace />;
  return children;
}
