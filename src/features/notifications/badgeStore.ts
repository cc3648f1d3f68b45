import { create } from 'zustand';

/**
 * The unseen count, written by the notifications chunk (signed-in only) and read by the
 * always-loaded shell (the mobile bell). Kept apart so the shell never imports that chunk.
 */
export const useNotificationBadge = create<{ unseen: number; drawerOpen: boolean }>(() => ({
  unseen: 0,
  drawerOpen: false,
}));

export const loadNotificationsArea = () => import('./NotificationsArea');

export const openNotificationsDrawer = () => useNotificationBadge.setState({ drawerOpen: true });
