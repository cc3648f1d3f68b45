// First, before any other module evaluates: the last visit's screen (issue 27).
import { keptAtStart, keptScreenIn } from './app/startup/paintKeptFirst';
import { StrictMode } from 'react';
import {
  claimEarlyAnswers,
  dropEarlyAnswers,
  fetchImageBytes,
  readPreloadedData,
  withPreloaded,
} from './api';
import { App } from './app/App';
import { fillSlots } from './app/slots';
import { createQueryClient } from './app/queryClient';
import { afterFirstScreen } from './app/startup/afterFirstScreen';
import { afterNextPaint } from './ui/afterNextPaint';
import { keepAppManifest } from './app/startup/appManifest';
import { registerServiceWorkerAtStartUp } from './app/startup/serviceWorker';
import { followConnection } from './app/startup/offline';
import { startUp } from './app/startup/startUp';
import { mountApp } from './app/startup/mountApp';
import {
  keepFirstScreenOnLeave,
  openFeedAtKept,
  removeKeptScreenWhenShown,
} from './app/startup/keepFirstScreen';
import { themeAtStart } from './app/startup/themeAtStart';
import { logLoadFailure } from './core/instance/logLoadFailure';
import { trackLayoutSizes } from './core/layout/layoutStore';
import { api } from './core/client';
import { signInFromStoredToken } from './core/session/signInFromStoredToken';
import { watchingForStandalone } from './core/session/standaloneDetection';
import { useSessionStore } from './core/session/sessionStore';
import { prefetchLandingTimeline } from './features/timeline/prefetchTimeline';
import { applyCssVars, DEFAULT_THEME, loadTheme, warmTheme } from './features/theme/applyTheme';
import { usePreferencesStore } from './core/preferences/preferences';
import {
  profileStorage,
  rememberedNodeinfo,
  rememberedPleromaFiles,
  rememberProfile,
} from './core/instance/serverProfile';
import { applyColumnWidth } from './features/settings/columnWidth';
import { registerSettingsEffects } from './features/settings/registerSettingsEffects';
import { registerModerationEffects } from './features/moderation/registerModerationEffects';
import { pushNotice } from './core/notices/noticesStore';
import { i18n, initI18n } from './i18n/i18n';
import { warmFormatters } from './i18n/format';
import { storageAvailable } from './lib/storageAvailable';
import { provideImageBytes } from './ui/stillImage/imageBytes';
import './app/base.css';

// Start-up work no first screen shows (the installed app's manifest, a remembered theme read
// again) waits for the first status, or this long on a page without statuses (issue 27).
const AFTER_MOUNT_FALLBACK_MS = 2000;

function start(): void {
  // What the page's early script asked for is adopted by the calls below; if it has not run yet,
  // it now asks for nothing (issue 28).
  claimEarlyAnswers();
  // A language chosen in the settings wins over the browser's. Its chunk loads beside start-up's
  // calls and the first render waits for both, so text never flashes in English first.
  const languageReady = initI18n(
    navigator.languages,
    usePreferencesStore.getState().values.interfaceLanguage,
  );
  fillSlots();
  // Still frames of animated images are drawn from their bytes, which only src/api may fetch.
  provideImageBytes(fetchImageBytes);
  registerSettingsEffects();
  const queryClient = createQueryClient();
  registerModerationEffects(queryClient);
  followConnection(queryClient);
  // The landing timeline's first page is the slowest thing to the first status: fetch it now,
  // beside start-up's calls, rather than after the app mounts (docs/decisions.md, issue 7).
  // The last visit's first screen, painted already, has that page open at its rows.
  openFeedAtKept(
    prefetchLandingTimeline(
      queryClient,
      window.location.pathname,
      useSessionStore.getState().token !== null,
    ),
    keptAtStart(),
  );
  // What the last visit learnt of this server: a server known to lack the Pleroma family's files
  // (themes among them) is never asked for them before it answers (docs/decisions.md).
  const server = useSessionStore.getState().instanceUrl;
  const pleromaFiles = rememberedPleromaFiles(profileStorage(), server);
  // Document 1 §8: without storage, sign-in and settings cannot be kept.
  if (!storageAvailable()) pushNotice({ messageKey: 'notices.storage_unavailable' });

  const started = startUp({
    // Instance, nodeinfo and panel come from the page itself when the server embedded them, and
    // belong to that server only: not when an account on another instance is active (issue 16).
    api: watchingForStandalone(
      useSessionStore.getState().instanceUrl === window.location.origin
        ? withPreloaded(api, readPreloadedData(document))
        : api,
    ),
    applyLayout: trackLayoutSizes,
    // The user's theme (settings) wins over the instance's configured one; the last visit's is
    // set at once and spares the mount the theme's two round trips (docs/decisions.md).
    loadTheme: themeAtStart({
      // A server known to lack themes gets none, not the colours it once had.
      storage: pleromaFiles === false ? null : profileStorage(),
      server,
      own: () => usePreferencesStore.getState().values,
      load: (name, colours, onApplied) => loadTheme(api, name, colours, onApplied),
      apply: applyCssVars,
      later: (run) => afterFirstScreen(run, AFTER_MOUNT_FALLBACK_MS),
      log: logLoadFailure,
    }),
    signInFromStoredToken,
    // The theme's file is the last call start-up waits for, and only the configuration names it:
    // guess the user's or the default theme and start loading it once the server is known to
    // have themes (docs/decisions.md, issue 7).
    warmTheme: () => warmTheme(api, usePreferencesStore.getState().values.theme ?? DEFAULT_THEME),
    pleromaFiles,
    nodeinfoAt: rememberedNodeinfo(profileStorage(), server),
    rememberProfile: (features, nodeinfoAt) =>
      rememberProfile(profileStorage(), server, features, nodeinfoAt),
  });
  registerServiceWorkerAtStartUp();
  keepFirstScreenOnLeave();
  // The outbox (issue 27) reads what waits and sends it; its own chunk, after start-up, which
  // may fail offline without stopping it. It holds posts of an account only, so a signed-out
  // visit never loads it: it starts with the first account this page knows (issue 28).
  function startOutboxWhenSignedIn(): void {
    const start = () =>
      void import('./app/startOutbox').then((m) => m.startOutboxWith(queryClient));
    if (useSessionStore.getState().activeKey !== null) return start();
    const stop = useSessionStore.subscribe((state) => {
      if (state.activeKey === null) return;
      stop();
      start();
    });
  }
  void started.done.then(startOutboxWhenSignedIn);
  // While start-up waits for its calls, build the formatters every row needs (issue 7).
  void languageReady.then(() => setTimeout(() => warmFormatters(i18n.language), 0));
  void Promise.all([started.mountable, languageReady]).then(() => {
    // Start-up asked for all it needs: what the early script fetched and nobody took is stale.
    dropEarlyAnswers();
    applyColumnWidth();
    afterFirstScreen(keepAppManifest, AFTER_MOUNT_FALLBACK_MS);
    const root = document.getElementById('app');
    if (!root) return;
    removeKeptScreenWhenShown(AFTER_MOUNT_FALLBACK_MS);
    mountApp(
      root,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
// A kept screen is painted before start-up's synchronous work, in a frame of its own (issue 27).
if (keptScreenIn()) afterNextPaint(start);
else start();
