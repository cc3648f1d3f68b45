import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/outbox.json';

// The outbox's English text arrives with the parts that show it, not with the first visit.
i18n.extendResources('en', text);
