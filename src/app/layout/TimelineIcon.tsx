import { Bookmark, Globe, Home, Mail, Users, CircleDot } from 'lucide-react';
import type { TimelineLink } from '../../core/layout/navRules';

const ICONS = {
  friends: Home,
  dms: Mail,
  bookmarks: Bookmark,
  public: Users,
  bubble: CircleDot,
  publicAndExternal: Globe,
};

export function TimelineIcon({ name, size = 18 }: { name: TimelineLink; size?: number }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" size={size} />;
}
