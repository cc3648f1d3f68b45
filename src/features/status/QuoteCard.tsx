import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { htmlToReact } from '../../ui/html/htmlToReact';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { useStatus } from './useStatus';

/** A quoted post as a card that opens its conversation (document 2 §2). */
export function QuoteCard({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: quote, isError } = useStatus(id);
  if (!id) return null;
  if (!quote) {
    return isError ? (
      <p className="quote-card quote-card--missing">{t('status.status_unavailable')}</p>
    ) : null;
  }
  const name = quote.user.name || quote.user.screen_name;
  return (
    // The card's own text names the link; the hidden prefix says what it is.
    <Link to={`/notice/${quote.id}`} className="quote-card">
      <span className="visually-hidden">{t('media.quote', { name })}: </span>
      <span className="quote-card__author">
        <Avatar src={quote.user.profile_image_url_original} size={20} />
        <bdi className="status__name">{splitEmoji(name, quote.user.emoji, `q${quote.id}`)}</bdi>
        <span className="status__acct">@{quote.user.screen_name_ui}</span>
      </span>
      <span className="quote-card__text">
        {quote.summary
          ? quote.summary
          : htmlToReact(quote.raw_html, { emojis: quote.emojis, linkless: true })}
      </span>
    </Link>
  );
}
