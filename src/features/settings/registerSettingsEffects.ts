import { onLogin, onLogout } from '../../core/session/loginEffects';

/**
 * Fills the settings slots of the sign-in effects. The sync code itself loads only when a
 * user signs in, so visitors download none of it.
 */
export function registerSettingsEffects(): void {
  onLogin('settingsProfiles', () => import('./settingsSync').then((m) => m.startSettingsSync()));
  onLogout('serverSideOptions', () => import('./settingsSync').then((m) => m.stopSettingsSync()));
}
