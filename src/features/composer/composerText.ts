import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/composer.json';

// The composer's English text arrives with its chunk, not with the first visit (budget).
i18n.extendResources('en', text);
