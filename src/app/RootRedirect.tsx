import { Navigate } from 'react-router';
import { useViewer } from '../features/session/sessionStore';
import { SIGNED_IN_LANDING, SIGNED_OUT_LANDING } from './routeTable';

export function RootRedirect() {
  const { signedIn } = useViewer();
  return <Navigate to={signedIn ? SIGNED_IN_LANDING : SIGNED_OUT_LANDING} replace />;
}
