import { lazy, Suspense } from 'react';
import { useSessionStore } from '../session/sessionStore';

// Visitors get the login form instead: the post form's panel is its own chunk.
const SidebarPostFormPanel = lazy(() => import('./SidebarPostFormPanel'));

/** The user panel's post form (document 1 §2), for signed-in users only. */
export function SidebarPostForm() {
  const signedIn = useSessionStore((s) => s.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SidebarPostFormPanel />
    </Suspense>
  );
}
