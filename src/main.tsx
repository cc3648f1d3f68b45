import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { startUp } from './app/startup/startUp';
import { trackLayoutSizes } from './features/layout/layoutStore';
import { api } from './features/session/api';
import { loadTheme } from './features/theme/applyTheme';
import { initI18n } from './i18n/i18n';
import './app/base.css';

initI18n();
const queryClient = createQueryClient();

void startUp({
  api,
  applyLayout: trackLayoutSizes,
  loadTheme: (name) => loadTheme(api, name),
  signInFromStoredToken: async () => undefined,
}).then(() => {
  const root = document.getElementById('app');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
