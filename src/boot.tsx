import { render } from 'preact';
import { claimEarlyAnswers } from './api/early/earlyAnswers';
import { createQueryClient } from './app/queryClient';
import { usePreferencesStore } from './core/preferences/preferences';
import { useSessionStore } from './core/session/sessionStore';
import { initI18n } from './i18n/i18n';
import { landingTimeline } from './features/timeline/prefetchTimeline';
import { timelineController } from './features/timeline/timelineController';
import { markFirstStatusPainted } from './features/timeline/firstStatusMark';
import { setBootState } from './boot/bootState';
import { BootRows } from './boot/BootRows';
import './app/base.css';

claimEarlyAnswers();
const queryClient = createQueryClient();
const languageReady = initI18n(
  navigator.languages,
  usePreferencesStore.getState().values.interfaceLanguage,
);
const name = landingTimeline(window.location.pathname, useSessionStore.getState().token !== null);

function paintRows(): Promise<void> {
  if (!name) return Promise.resolve();
  const controller = timelineController(queryClient, name);
  controller.prefetch();
  const ready = new Promise<void>((resolve) => {
    const check = () => {
      const { phase } = controller.getState();
      if (phase === 'loading') return false;
      resolve();
      return true;
    };
    if (!check()) {
      const stop = controller.subscribe(() => {
        if (check()) stop();
      });
    }
  });
  return Promise.all([ready, languageReady]).then(
    () =>
      new Promise<void>((resolve) => {
        const ids = controller.getState().ids.slice(0, 5);
        const root = document.getElementById('app');
        if (ids.length === 0 || !root) return resolve();
        const box = document.createElement('div');
        box.className = 'boot';
        render(<BootRows queryClient={queryClient} ids={ids} />, box);
        root.replaceChildren(box);
        markFirstStatusPainted();
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}

const painted = paintRows().catch(() => undefined);
setBootState({ queryClient, languageReady, painted });
void painted.then(() => import('./main'));
