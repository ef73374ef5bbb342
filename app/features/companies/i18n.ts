// The client companies' texts (keys under "companies.") join the app's i18next instance when this module loads.
import { i18n } from '../../i18n/index.ts';
import en from './locales/en.json';
import hu from './locales/hu.json';

i18n.addResourceBundle('en', 'translation', en, true, true);
i18n.addResourceBundle('hu', 'translation', hu, true, true);
