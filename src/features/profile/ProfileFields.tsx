import { BadgeCheck } from 'lucide-react';
import type { User } from '../../api';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { RichHtml } from '../../ui/html/RichHtml';
import { splitEmoji } from '../../ui/html/splitEmoji';

/** Custom profile fields: name, value, and a verified mark when verified_at is set. */
export function ProfileFields({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const fields = user.fields_html.length > 0 ? user.fields_html : user.fields;
  if (fields.length === 0) return null;
  return (
    <dl className="profile-fields" aria-label={t('user_profile.fields')}>
      {fields.map((field, index) => (
        <div
          key={`${field.name}-${index}`}
          className={`profile-fields__row ${field.verified_at ? 'profile-fields__row--verified' : ''}`}
        >
          <dt>{splitEmoji(field.name, user.emoji, `f${index}`)}</dt>
          <dd>
            {field.verified_at && (
              <BadgeCheck
                size={16}
                role="img"
                className="profile-fields__verified"
                aria-label={t('user_profile.verified', {
                  date: formatDate(field.verified_at, i18n.language),
                })}
              />
            )}
            <RichHtml html={field.value} emojis={user.emoji} className="profile-fields__value" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
