import type { Card } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { usePreference } from '../../core/preferences/preferences';

/** A link preview; its picture is hidden when the post is sensitive and hideNsfw is on (document 2 §5). */
export function LinkCard({ card, sensitive }: { card: Card; sensitive: boolean }) {
  const { t } = useTranslation();
  const hideNsfw = usePreference('hideNsfw');
  const showImage = card.image && !(sensitive && hideNsfw);
  let host = card.provider_name;
  try {
    host ||= new URL(card.url).hostname;
  } catch {
    // A card with a broken URL still shows its title.
  }
  return (
    <a className="link-card" href={card.url} target="_blank" rel="noopener noreferrer nofollow ugc">
      {/* Named by what it shows (WCAG 2.5.3, label in name), after a hidden prefix. */}
      <span className="visually-hidden">{t('media.link_card_prefix')} </span>
      {showImage && (
        <img className="link-card__image" src={card.image ?? ''} alt="" loading="lazy" />
      )}
      <span className="link-card__text">
        <span className="link-card__host">{host}</span>
        <span className="link-card__title">{card.title || card.url}</span>
        {card.description && <span className="link-card__description">{card.description}</span>}
      </span>
    </a>
  );
}
