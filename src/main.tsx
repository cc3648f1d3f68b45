import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPreloadedData, withPreloaded } from './api';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { startUp } from './app/startup/startUp';
import { trackLayoutSizes } from './features/layout/layoutStore';
import { api } from './features/session/api';
import { signInFromStoredToken } from './features/session/signInFromStoredToken';
import { loadTheme } from './features/theme/applyTheme';
import { pushNotice } from './features/notices/noticesStore';
import { initI18n } from './i18n/i18n';
import { storageAvailable } from './lib/storageAvailable';
import './app/base.css';

initI18n();
const queryClient = createQueryClient();
// Document 1 §8: without storage, sign-in and settings cannot be kept.
if (!storageAvailable()) pushNotice({ messageKey: 'notices.storage_unavailable' });

void startUp({
  // Instance, nodeinfo and panel come from the page itself when the server embedded them.
  api: withPreloaded(api, readPreloadedData(document)),
  applyLayout: trackLayoutSizes,
  loadTheme: (name) => loadTheme(api, name),
  signInFromStoredToken,
}).then(() => {
  const root = document.getElementById('app');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
