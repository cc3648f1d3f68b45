import { Globe, Lock, LockOpen, Mail, Users } from 'lucide-react';
import type { Visibility } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';

const ICONS = { public: Globe, unlisted: LockOpen, private: Lock, direct: Mail, local: Users };

export function VisibilityIcon({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation();
  const Icon = ICONS[visibility];
  const label = t(`status.visibility.${visibility}`);
  return (
    <span className="status__visibility" role="img" aria-label={label} title={label}>
      <Icon aria-hidden="true" size={14} />
    </span>
  );
}
