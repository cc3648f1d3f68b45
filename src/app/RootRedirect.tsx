import { Navigate } from '../ui/router';
import { useViewer } from '../core/session/sessionStore';
import { useLandingPaths } from './useLandingPaths';

export function RootRedirect() {
  const { signedIn } = useViewer();
  const landing = useLandingPaths();
  return <Navigate to={signedIn ? landing.signedIn : landing.signedOut} replace />;
}
