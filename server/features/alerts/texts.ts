// The job alert mails' wording, in English and Hungarian (the alert owner's language).
import type { Language } from '../../contract/index.ts';

interface AlertTexts {
  confirm: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  digest: {
    subject: (count: number) => string;
    intro: (count: number) => string;
    search: string;
    anything: string;
    all: string;
    unsubscribe: (url: string) => string;
  };
}

const en: AlertTexts = {
  confirm: {
    subject: 'Confirm your job alert',
    intro: 'Please confirm that you want to receive new jobs matching your search by email.',
    action: 'Confirm the job alert',
    expiry: 'The link is valid for 7 days; an alert not confirmed by then is deleted.',
    ignore: 'If you did not ask for this, ignore this email: you will not hear from us again.',
  },
  digest: {
    subject: (n) => (n === 1 ? 'A new job matches your alert' : `${n} new jobs match your alert`),
    intro: (n) => (n === 1 ? 'A new job matches your job alert:' : `${n} new jobs match your job alert:`),
    search: 'Your search',
    anything: 'all jobs',
    all: 'See every matching job',
    unsubscribe: (url) => `To stop these emails, unsubscribe here: ${url}`,
  },
};

const hu: AlertTexts = {
  confirm: {
    subject: 'Erősítse meg állásértesítőjét',
    intro: 'Kérjük, erősítse meg, hogy e-mailben szeretné megkapni a keresésének megfelelő új állásokat.',
    action: 'Állásértesítő megerősítése',
    expiry: 'A hivatkozás 7 napig érvényes; az addig meg nem erősített értesítőt töröljük.',
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: többet nem keressük.',
  },
  digest: {
    subject: (n) => (n === 1 ? 'Új állás felel meg az értesítőjének' : `${n} új állás felel meg az értesítőjének`),
    intro: (n) =>
      n === 1 ? 'Egy új állás felel meg az állásértesítőjének:' : `${n} új állás felel meg az állásértesítőjének:`,
    search: 'Az Ön keresése',
    anything: 'minden állás',
    all: 'Az összes találat megtekintése',
    unsubscribe: (url) => `Ha nem kér több ilyen levelet, itt leiratkozhat: ${url}`,
  },
};

const TEXTS: Record<Language, AlertTexts> = { en, hu };
export const alertTexts = (lang: Language): AlertTexts => TEXTS[lang];
