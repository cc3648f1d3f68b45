import { ProfilePage } from './ProfilePage';
import { RemoteUserPage } from './RemoteUserPage';

/** The profile routes of document 1 §2, one chunk for all four. */
export function ProfileRoute({ name }: { name: string }) {
  return name.startsWith('remote-user') ? <RemoteUserPage /> : <ProfilePage />;
}
