import type { User } from '../../api/entities';
import { UserCard } from './UserCard';

/** The user card a status's avatar toggles (document 2 §2), filling the status's slot (core/slots.ts). */
export default function InlineUserCard({ user }: { user: User }) {
  return (
    <div className="status__user-card-frame">
      <UserCard user={user} headingLevel={3} />
    </div>
  );
}
