import type { ReactNode } from 'react';
import { DataTab } from './DataTab';
import { MutesTab } from './MutesTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import type { TabDef } from './SettingsTabs';

type MakeTab = (id: string, render: () => ReactNode) => TabDef;

/** The tabs only a signed-in user has. */
export function accountTabs(
  tab: MakeTab,
): Record<'profile' | 'security' | 'notifications' | 'data' | 'mutes', TabDef> {
  return {
    profile: tab('profile', () => <ProfileTab />),
    security: tab('security', () => <SecurityTab />),
    notifications: tab('notifications', () => <NotificationsTab />),
    data: tab('data', () => <DataTab />),
    mutes: tab('mutes', () => <MutesTab />),
  };
}
