import { useQuery } from '@tanstack/react-query';
import { fetchFederationPolicy } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { api } from '../../core/client';
import { profileStorage, rememberedNodeinfo } from '../../core/instance/serverProfile';
import { PolicyTable } from './PolicyTable';

/** Federation policy transparency (document 1 §2, About). */
export function FederationPolicySection() {
  const { t } = useTranslation();
  const { data: policy } = useQuery({
    queryKey: ['federation-policy'],
    queryFn: ({ signal }) =>
      fetchFederationPolicy(api, { signal, at: rememberedNodeinfo(profileStorage(), api.baseUrl) }),
    staleTime: 10 * 60_000,
  });
  if (!policy) return null;
  const tables = [
    ['accept', policy.accept],
    ['reject', policy.reject],
    ['quarantine', policy.quarantine],
    ['federated_timeline_removal', policy.federated_timeline_removal],
    ['media_nsfw', policy.media_nsfw],
    ['media_removal', policy.media_removal],
  ] as const;
  const { keyword } = policy;
  const hasKeywords =
    keyword.federated_timeline_removal.length + keyword.reject.length + keyword.replace.length > 0;
  if (
    policy.mrf_policies.length === 0 &&
    tables.every(([, list]) => list.length === 0) &&
    !hasKeywords
  )
    return null;
  return (
    <section className="panel about__section" aria-labelledby="about-federation">
      <header className="panel__heading">
        <h2 id="about-federation">{t('about.federation_title')}</h2>
      </header>
      <div className="panel__body">
        {policy.mrf_policies.length > 0 && (
          <>
            <h3>{t('about.policies')}</h3>
            <ul className="about__chips">
              {policy.mrf_policies.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        )}
        {tables.map(([key, entries]) => (
          <PolicyTable
            key={key}
            title={t(`about.simple.${key}`)}
            description={t(`about.simple.${key}_desc`)}
            entries={entries}
          />
        ))}
        {hasKeywords && (
          <section className="about__keywords" aria-labelledby="about-keywords">
            <h3 id="about-keywords">{t('about.keywords')}</h3>
            {keyword.federated_timeline_removal.length > 0 && (
              <>
                <h4>{t('about.keyword.federated_timeline_removal')}</h4>
                <ul className="about__chips">
                  {keyword.federated_timeline_removal.map((word) => (
                    <li key={word}>{word}</li>
                  ))}
                </ul>
              </>
            )}
            {keyword.reject.length > 0 && (
              <>
                <h4>{t('about.keyword.reject')}</h4>
                <ul className="about__chips">
                  {keyword.reject.map((word) => (
                    <li key={word}>{word}</li>
                  ))}
                </ul>
              </>
            )}
            {keyword.replace.length > 0 && (
              <>
                <h4>{t('about.keyword.replace')}</h4>
                <ul className="about__replacements">
                  {keyword.replace.map((r) => (
                    <li key={r.pattern}>
                      {t('about.keyword.replacement', {
                        pattern: r.pattern,
                        replacement: r.replacement,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </div>
    </section>
  );
}
