import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { ScrollToTop } from './ScrollToTop';
import './layout.css';

export function Layout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <NavLink to="/" className="topbar__brand">
            Petrel
          </NavLink>
        </div>
      </header>
      <div className="columns">
        <aside className="sidebar" aria-label={t('nav.sidebar')}>
          <nav className="panel nav-panel" aria-label={t('nav.timelines')}>
            <ul>
              <li>
                <NavLink to="/main/public">{t('timeline.names.public')}</NavLink>
              </li>
              <li>
                <NavLink to="/main/all">{t('timeline.names.publicAndExternal')}</NavLink>
              </li>
            </ul>
          </nav>
        </aside>
        <main id="main" className="main-column" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
