// The server's texts (mails, PDFs, alerts) as i18next resources, the same format and plural rules
// (`_one`/`_other`, by Intl.PluralRules) as the app's. Each feature keeps its words beside its code in
// locales/{en,hu}.json, one namespace per feature. The JSON is imported, not read by path: the server is
// bundled into one file (vite.server.config.ts). Requests draw in different languages at once, so there is
// no current language: serverT binds a `t` to the language each call names.
import i18next from 'i18next';
import type { Language } from '../contract/index.ts';
import { LANGUAGES } from '../contract/options.ts';
import adminServerEn from '../features/admin/locales/en.json' with { type: 'json' };
import adminServerHu from '../features/admin/locales/hu.json' with { type: 'json' };
import alertsEn from '../features/alerts/locales/en.json' with { type: 'json' };
import alertsHu from '../features/alerts/locales/hu.json' with { type: 'json' };
import interviewsEn from '../features/interviews/locales/en.json' with { type: 'json' };
import interviewsHu from '../features/interviews/locales/hu.json' with { type: 'json' };
import mailEn from '../features/mail/locales/en.json' with { type: 'json' };
import mailHu from '../features/mail/locales/hu.json' with { type: 'json' };
import payrollEn from '../features/payroll/locales/en.json' with { type: 'json' };
import payrollHu from '../features/payroll/locales/hu.json' with { type: 'json' };
import appEn from '../../app/i18n/locales/en.json' with { type: 'json' };
import appHu from '../../app/i18n/locales/hu.json' with { type: 'json' };
import applicationsEn from '../../app/features/applications/locales/en.json' with { type: 'json' };
import applicationsHu from '../../app/features/applications/locales/hu.json' with { type: 'json' };
import adminEn from '../../app/features/admin/locales/en.json' with { type: 'json' };
import adminHu from '../../app/features/admin/locales/hu.json' with { type: 'json' };
import contactEn from '../../app/features/contact/locales/en.json' with { type: 'json' };
import contactHu from '../../app/features/contact/locales/hu.json' with { type: 'json' };

/** The labels the app shows and the server writes too (an application's or a contract's status, a role, a
 * form's choices), written once in the app's texts: a mail or an export names them in the screen's words. */
const labels = (app: typeof appEn, applications: typeof applicationsEn, admin: typeof adminEn) => ({
  status: applications.apply.status,
  contractStatus: app.myContracts.status,
  roles: admin.admin.roles,
  options: app.options,
});

/** The parts of the app's texts the route table names the public pages' titles and descriptions by
 * (server/contract/routes.ts): the head the server sends says what the app's useDocumentMeta will. */
const pages = (app: typeof appEn, contact: typeof contactEn) => ({
  meta: app.meta,
  nav: app.nav,
  about: app.about,
  legal: app.legal,
  notFound: app.notFound,
  contact: contact.contact,
});

/** Every language's texts, by namespace; English is the reference (the keys `t` accepts). */
export const SERVER_RESOURCES = {
  en: {
    admin: adminServerEn,
    alerts: alertsEn,
    interviews: interviewsEn,
    mail: mailEn,
    payroll: payrollEn,
    labels: labels(appEn, applicationsEn, adminEn),
    pages: pages(appEn, contactEn),
  },
  hu: {
    admin: adminServerHu,
    alerts: alertsHu,
    interviews: interviewsHu,
    mail: mailHu,
    payroll: payrollHu,
    labels: labels(appHu, applicationsHu, adminHu),
    pages: pages(appHu, contactHu),
  },
} satisfies Record<Language, unknown>;

type English = (typeof SERVER_RESOURCES)['en'];
export type Namespace = keyof English;

/** A plural's keys (`line_one`, `line_other`) are asked for by their stem (`line`, with `count`). */
type Stem<K extends string> = K extends `${infer S}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? S : K;

/** The dotted keys of a namespace's texts: 'passwordReset.subject', 'reason.jobAlert'. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Stem<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextKey<N extends Namespace> = Keys<English[N]>;

/** A text of one namespace in one language; `values` fill its {{placeholders}}, `count` picks a plural. */
export type ServerT<N extends Namespace> = (key: TextKey<N>, values?: Record<string, string | number>) => string;

const instance = i18next.createInstance();
void instance.init({
  resources: SERVER_RESOURCES,
  ns: Object.keys(SERVER_RESOURCES.en),
  supportedLngs: [...LANGUAGES],
  fallbackLng: false,
  initAsync: false,
  returnNull: false,
  // Mails and PDFs escape what they draw themselves (mail/outbox.ts escapes the HTML part).
  interpolation: { escapeValue: false },
});

// Untyped here: i18next's own key types are the app's (app/i18n/i18next.d.ts); ServerT types the server's.
const fixedT = instance.getFixedT.bind(instance) as unknown as (
  lng: Language,
  ns: Namespace,
) => (key: string, values?: object) => string;

/** The texts of `ns` in `lang`. */
export function serverT<N extends Namespace>(lang: Language, ns: N): ServerT<N> {
  const t = fixedT(lang, ns);
  return (key, values) => t(key, values);
}

/** A text whose key is known only at run time (the route table's), or undefined when `ns` has no text
 * there (a missing key would otherwise come back as the key itself). */
export function serverText(lang: Language, ns: Namespace, key: string): string | undefined {
  return typeof instance.getResource(lang, ns, key) === 'string' ? fixedT(lang, ns)(key) : undefined;
}
