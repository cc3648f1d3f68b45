import { useTranslation } from '../../i18n/useTranslation';

/** In place of server HTML over the markup budget (lib/markupBudget): said, never parsed. */
export function TooLargeText() {
  const { t } = useTranslation();
  return <span>{t('common.text_too_large')}</span>;
}
