import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useViewer } from '../features/session/sessionStore';
import { SIGNED_OUT_LANDING, type RouteSpec } from './routeTable';

/** Guarded routes send signed-out visitors to the signed-out landing path (document 1 §2). */
export function RouteGuard({ route, children }: { route: RouteSpec; children: ReactNode }) {
  const { signedIn } = useViewer();
  if (route.signInNeeded && !signedIn) return <Navigate to={SIGNED_OUT_LANDING} replace />;
  if (route.signedOutOnly && signedIn) return <Navigate to="/" replace />;
  return children;
}
