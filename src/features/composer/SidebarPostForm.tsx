import { lazy, Suspense } from 'react';
import { useLayoutStore } from '../../core/layout/layoutStore';
import { postFormPlace } from '../../core/layout/thirdColumn';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import './sidebarPostForm.css';

// Visitors get the login form instead: the post form's panel is its own chunk.
const SidebarPostFormPanel = lazy(() => import('./SidebarPostFormPanel'));

/**
 * The user panel's post form (document 1 §2), for signed-in users only: in the sidebar, or in
 * the wide layout's third column when its mode is the post form. Its place is held from the
 * first paint, so the navigation below it never moves when the form's code arrives (issue 24).
 */
export function SidebarPostForm({ placement }: { placement: 'sidebar' | 'column' }) {
  const signedIn = useSessionStore((s) => s.user !== null);
  const type = useLayoutStore((s) => s.type);
  const mode = usePreference('thirdColumnMode');
  if (!signedIn || postFormPlace(type, mode) !== placement) return null;
  const slot = (
    <div className="post-form-slot">
      <Suspense fallback={<div className="panel" />}>
        <SidebarPostFormPanel />
      </Suspense>
    </div>
  );
  return placement === 'column' ? <div className="third-column">{slot}</div> : slot;
}
