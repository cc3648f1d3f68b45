import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/authScreens.json';

// The access screens' English text arrives with their chunks, not with the first visit.
i18n.extendResources('en', text);
