import { useId } from 'react';
import type { PolicyEntry } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';

/** One of the federation policy's instance tables: instance and reason, or 'not applicable'. */
export function PolicyTable({
  title,
  description,
  entries,
}: {
  title: string;
  description: string;
  entries: PolicyEntry[];
}) {
  const { t } = useTranslation();
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <section className="about__policy" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className="about__hint">{description}</p>
      <table className="about__table">
        <thead>
          <tr>
            <th scope="col">{t('about.instance')}</th>
            <th scope="col">{t('about.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.instance}>
              <td>{entry.instance}</td>
              <td>{entry.reason ?? t('about.not_applicable')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
