import { useInstanceStore } from '../instance/instanceStore';
import { useSessionStore } from '../session/sessionStore';
import { noteReading, readSaved } from './readingNotes';

/**
 * The verified account and its instance, kept so an offline start can show the account's
 * saved reading instead of the sign-in page (issue 27). Never the token: that stays where the
 * session keeps it.
 */
export function noteSession(): void {
  noteReading('session', () => {
    const { user } = useSessionStore.getState();
    const { settings, config, panel } = useInstanceStore.getState();
    return user ? { user, settings, config, panel } : null;
  });
}

let stoodIn = false;

/** Whether saved account data stood in since the last call (then it is verified again). */
export function tookSavedSession(): boolean {
  const was = stoodIn;
  stoodIn = false;
  return was;
}

/** Start-up could not verify the token for want of a network: the saved account stands in. */
export async function restoreSavedUser(): Promise<boolean> {
  const saved = await readSaved('session');
  if (!saved) return false;
  useSessionStore.setState({ user: saved.value.user });
  stoodIn = true;
  return true;
}

/** Start-up could not read the instance for want of a network: its saved settings stand in. */
export async function restoreSavedInstance(): Promise<boolean> {
  const saved = await readSaved('session');
  if (!saved?.value.settings) return false;
  const { settings, config, panel } = saved.value;
  useInstanceStore.setState({ settings, config, panel });
  stoodIn = true;
  return true;
}
