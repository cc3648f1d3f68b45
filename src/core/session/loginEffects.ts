import type { ServerFeatures, User } from '../../api';
import { useInstanceStore } from '../instance/instanceStore';
import { noteSession } from '../offline/savedSession';

/**
 * The effects of a sign-in and a sign-out (document 1 §4), as named slots. The areas that
 * own them (streaming, notifications, mutes, announcements, settings...) fill their slot
 * when they load, so the session feature needs to import none of them.
 */
export type LoginEffectName =
  | 'emoji'
  | 'notificationPermission'
  | 'streaming'
  | 'mutes'
  | 'translationLanguages'
  | 'settingsProfiles'
  | 'configPolling'
  | 'announcements'
  | 'reportsPolling'
  | 'friends'
  | 'followRequests';

export type LogoutEffectName =
  'socket' | 'fetchers' | 'notifications' | 'statuses' | 'serverSideOptions';

type LoginEffect = (user: User) => void | Promise<void>;
type LogoutEffect = () => void | Promise<void>;

const loginEffects = new Map<LoginEffectName, LoginEffect>();
const logoutEffects = new Map<LogoutEffectName, LogoutEffect>();

/** Fills a sign-in slot; returns a function that empties it again (for tests and hot reload). */
export function onLogin(name: LoginEffectName, effect: LoginEffect): () => void {
  loginEffects.set(name, effect);
  return () => {
    if (loginEffects.get(name) === effect) loginEffects.delete(name);
  };
}

export function onLogout(name: LogoutEffectName, effect: LogoutEffect): () => void {
  logoutEffects.set(name, effect);
  return () => {
    if (logoutEffects.get(name) === effect) logoutEffects.delete(name);
  };
}

const EVERY_USER: readonly LoginEffectName[] = [
  'emoji',
  'notificationPermission',
  'streaming',
  'mutes',
  'translationLanguages',
  'settingsProfiles',
  'configPolling',
  'announcements',
  'friends',
];

/** Effects that call an extension, and the server feature each needs (api/features.ts). */
const NEEDS = {
  translationLanguages: 'translation',
  settingsProfiles: 'settingsProfiles',
  announcements: 'announcements',
  reportsPolling: 'adminApi',
} as const satisfies Partial<Record<LoginEffectName, keyof ServerFeatures>>;

export type EffectFeatures = Pick<ServerFeatures, (typeof NEEDS)[keyof typeof NEEDS]>;

const EVERY_FEATURE: EffectFeatures = {
  translation: true,
  settingsProfiles: true,
  announcements: true,
  adminApi: true,
};

/**
 * Which sign-in effects apply: reports are polled for staff, follow requests fetched for locked
 * accounts; an effect that needs a server extension runs only where the server has it.
 */
export function loginEffectsFor(
  user: Pick<User, 'role' | 'locked'>,
  server: EffectFeatures = EVERY_FEATURE,
): LoginEffectName[] {
  const names = [...EVERY_USER];
  if (user.role === 'admin' || user.role === 'moderator') names.push('reportsPolling');
  if (user.locked) names.push('followRequests');
  return names.filter((name) => !(name in NEEDS) || server[NEEDS[name as keyof typeof NEEDS]]);
}

/** One failing effect must not stop the others, nor the sign-in: each is only logged. */
async function runAll(effects: (() => void | Promise<void>)[]): Promise<void> {
  await Promise.all(
    effects.map(async (effect) => {
      try {
        await effect();
      } catch (error) {
        console.warn('Session effect failed', error);
      }
    }),
  );
}

/** Start-up signs in beside reading the instance: the features may come a moment later. */
const FEATURES_WAIT_MS = 20_000;

function serverFeatures(): Promise<EffectFeatures | undefined> {
  const settings = useInstanceStore.getState().settings;
  if (settings) return Promise.resolve(settings.supports);
  return new Promise((resolve) => {
    const done = (features: EffectFeatures | undefined) => {
      stop();
      clearTimeout(timer);
      resolve(features);
    };
    const stop = useInstanceStore.subscribe((state) => {
      if (state.settings) done(state.settings.supports);
    });
    // Never read (a broken start-up): assume every feature, as before detection existed.
    const timer = setTimeout(() => done(undefined), FEATURES_WAIT_MS);
  });
}

export async function runLoginEffects(user: User): Promise<void> {
  // The account and its instance are kept for an offline start (issue 27), written later.
  noteSession();
  const run = (names: LoginEffectName[]) =>
    runAll(
      names
        .map((name) => loginEffects.get(name))
        .filter((effect): effect is LoginEffect => effect !== undefined)
        .map((effect) => () => effect(user)),
    );
  const all = loginEffectsFor(user);
  const needsServer = (name: LoginEffectName) => name in NEEDS && loginEffects.has(name);
  const waiting = all.filter(needsServer);
  const now = run(all.filter((name) => !needsServer(name)));
  if (waiting.length === 0) return now;
  const features = await serverFeatures();
  const offered = new Set(loginEffectsFor(user, features));
  await Promise.all([now, run(waiting.filter((name) => offered.has(name)))]);
}

export function runLogoutEffects(): Promise<void> {
  return runAll([...logoutEffects.values()]);
}

// The one effect with no area of its own: ask for notification permission while it is undecided.
onLogin('notificationPermission', () => {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
});
