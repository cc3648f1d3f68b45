import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../i18n/format';
import { formatFileSize } from '../../lib/fileSize';
import type { InstanceSettings } from '../../api';

/** What this instance offers, for visitors (document 1 §2, Features panel). */
export function FeaturesPanel({
  instance,
  headingLevel = 2,
}: {
  instance: InstanceSettings;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  const size = formatFileSize(instance.uploadlimit);
  return (
    <section className="panel features-panel" aria-labelledby={headingId}>
      <header className="panel__heading">
        <Heading id={headingId}>{t('features.title')}</Heading>
      </header>
      <ul className="panel__body">
        {instance.suggestionsEnabled && <li>{t('features.who_to_follow')}</li>}
        {instance.supports.mediaProxy && <li>{t('features.media_proxy')}</li>}
        <li>{t('features.scopes')}</li>
        <li>
          {t('features.text_limit', {
            count: instance.textlimit,
            limit: formatNumber(instance.textlimit, i18n.language),
          })}
        </li>
        {instance.uploadlimit > 0 && (
          <li>
            {t('features.upload_limit', {
              size: formatNumber(size.num, i18n.language, { maximumFractionDigits: 2 }),
              unit: t(`units.${size.unit}`),
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
