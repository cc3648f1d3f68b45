import { probeInstance } from '../../api';
import { clientFor } from '../client';
import { useSessionStore } from './sessionStore';

/** Whether the page's own origin is an instance, asked while another origin's account is active. */
export async function probeOwnOrigin(): Promise<void> {
  const probe = await probeInstance(clientFor(window.location.origin));
  if (probe !== 'unreachable') useSessionStore.setState({ standalone: probe !== 'instance' });
}
