import { useTranslation } from '../i18n/useTranslation';
import { usePageTitle } from '../ui/usePageTitle';

/** Screens that later work fills in: a clear heading, so the route is testable now. */
export function PlaceholderPage({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  const title = t(`routes.${routeName}`, { defaultValue: routeName });
  usePageTitle(title);
  return (
    <section className="panel" aria-labelledby="placeholder-heading">
      <header className="panel__heading">
        <h1 id="placeholder-heading">{title}</h1>
      </header>
      <p className="panel__body">{t('placeholder.body')}</p>
    </section>
  );
}
