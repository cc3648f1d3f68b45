import type { ReactNode } from 'react';
import { Navigate } from '../lib/router';
import { useViewer } from '../features/session/sessionStore';
import type { RouteSpec } from './routeTable';
import { useLandingPaths } from './useLandingPaths';

/** Guarded routes send signed-out visitors to the signed-out landing path (document 1 §2). */
export function RouteGuard({ route, children }: { route: RouteSpec; children: ReactNode }) {
  const { signedIn } = useViewer();
  const landing = useLandingPaths();
  if (route.signInNeeded && !signedIn) return <Navigate to={landing.signedOut} replace />;
  if (route.signedOutOnly && signedIn) return <Navigate to="/" replace />;
  return children;
}
