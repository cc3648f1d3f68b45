import type { User } from '../../api/entities';
import { UserCard } from '../profile/UserCard';

/** The user card a status's avatar toggles: the profile feature's full card (document 2 §2). */
export default function InlineUserCard({ user }: { user: User }) {
  return (
    <div className="status__user-card-frame">
      <UserCard user={user} headingLevel={3} />
    </div>
  );
}
