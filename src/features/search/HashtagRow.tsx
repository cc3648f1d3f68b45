import { Hash } from 'lucide-react';
import { Link } from '../../ui/router';
import type { Hashtag } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';

/** A hashtag result: its tag timeline, people talking and uses from the newest history entry. */
export function HashtagRow({ tag }: { tag: Hashtag }) {
  const { t } = useTranslation();
  const newest = tag.history[0];
  return (
    <li className="hashtag-row">
      <Link to={`/tag/${encodeURIComponent(tag.name)}`} className="hashtag-row__link">
        <Hash aria-hidden="true" size={20} />
        <span className="hashtag-row__text">
          <span className="hashtag-row__name">#{tag.name}</span>
          {newest && (
            <span className="hashtag-row__stats">
              {t('search.people_talking', { count: newest.accounts })} ·{' '}
              {t('search.uses', { count: newest.uses })}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
