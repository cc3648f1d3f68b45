import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../core/session/sessionStore';

// Visitors never post: the floating button and the post modal's host load only once signed in.
const SignedInComposerMounts = lazy(() => import('./SignedInComposerMounts'));

/** Mounted once in the layout: the post modal host and the floating new-post button. */
export function ComposerMounts() {
  const signedIn = useSessionStore((s) => s.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInComposerMounts />
    </Suspense>
  );
}
