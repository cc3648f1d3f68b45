import { useTranslation } from 'react-i18next';
import type { TimelineName } from '../../api';
import { usePageTitle } from '../../ui/usePageTitle';
import { Timeline } from './Timeline';

export function TimelinePage({ timeline }: { timeline: TimelineName }) {
  const { t } = useTranslation();
  const title = t(`timeline.names.${timeline}`);
  usePageTitle(title);
  return (
    <section className="panel" aria-labelledby="timeline-heading">
      <header className="panel__heading">
        <h1 id="timeline-heading">{title}</h1>
      </header>
      <Timeline key={timeline} timeline={timeline} />
    </section>
  );
}
