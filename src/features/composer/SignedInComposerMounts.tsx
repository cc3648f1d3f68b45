import { FloatingPostButton } from './FloatingPostButton';
import { PostModalHost } from './PostModalHost';

/** What a signed-in layout adds for posting, as one small chunk. */
export default function SignedInComposerMounts() {
  return (
    <>
      <PostModalHost />
      <FloatingPostButton />
    </>
  );
}
