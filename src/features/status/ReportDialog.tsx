import type { User } from '../../api/entities';
import ReportModal from '../profile/ReportModal';

/** The status menu's report entry opens the profile feature's report modal on this post. */
export default function ReportDialog({
  user,
  statusId,
  onClose,
}: {
  user: User;
  statusId: string;
  onClose: () => void;
}) {
  return <ReportModal user={user} statusId={statusId} onClose={onClose} />;
}
