// Every mail's wording, in English and Hungarian (the recipient's language, users.language). The
// brand comes from configuration; links are built by the callers from PUBLIC_URL.
import type { ApplicationStatus, Language } from '../../contract/index.ts';
import type { CONTACT_SUBJECTS, REQUEST_LOCATIONS, URGENCIES } from '../../contract/options.ts';

export type MailKind =
  | 'passwordReset'
  | 'passwordChanged'
  | 'applicationReceived'
  | 'statusChanged'
  | 'stageMessage'
  | 'interviewProposed'
  | 'interviewScheduled'
  | 'interviewDeclined'
  | 'interviewRescheduled'
  | 'interviewCancelled'
  | 'newApplication'
  | 'staffEnquiry'
  | 'staffEmployerRequest'
  | 'jobAlertConfirm'
  | 'jobAlert'
  | 'timesheetApproved'
  | 'timesheetRejected'
  | 'staffTimesheetSubmitted'
  | 'emailChangeConfirm'
  | 'emailChangeNotice'
  | 'accountDeleted'
  | 'registrationAttempt'
  | 'emailVerification'
  | 'jobRejected'
  | 'accountInvitation'
  | 'leadReply';

export interface MailTexts {
  greeting: (name: string) => string;
  /** Why the recipient got this mail, per kind (the footer). */
  reason: Record<MailKind, string>;
  linkHint: string;
  /** What the stored copy of a mail shows in place of a one-time link (staff read only that copy). */
  linkRedacted: string;
  status: Record<ApplicationStatus, string>;
  passwordReset: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  passwordChanged: { subject: string; body: string; notYou: string };
  applicationReceived: {
    subject: (job: string) => string;
    body: (job: string, company: string) => string;
    action: string;
  };
  statusChanged: {
    subject: (job: string) => string;
    body: (job: string, company: string) => string;
    statusLabel: string;
    action: string;
  };
  newApplication: {
    subject: (job: string) => string;
    body: (candidate: string, job: string) => string;
    action: string;
  };
  /** The words for the codes a public form sends (its choices), as the form showed them. */
  formChoices: {
    subject: Record<(typeof CONTACT_SUBJECTS)[number], string>;
    location: Record<(typeof REQUEST_LOCATIONS)[number], string>;
    urgency: Record<(typeof URGENCIES)[number], string>;
  };
  staffEnquiry: {
    subject: (name: string) => string;
    body: string;
    from: string;
    subjectLabel: string;
    phone: string;
    action: string;
  };
  staffEmployerRequest: {
    subject: (company: string) => string;
    body: string;
    company: string;
    contact: string;
    job: string;
    phone: string;
    location: string;
    urgency: string;
    action: string;
  };
  /** A new account made by staff (a converted lead, a candidate): set a password with the link. */
  accountInvitation: {
    subject: string;
    intro: (brand: string) => string;
    employerJob: (job: string) => string;
    action: string;
    expiry: string;
    ignore: string;
  };
  /** Staff's reply to a lead: its subject and body are theirs; this is the note under it. */
  leadReply: { replyHint: string };
  emailChangeConfirm: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  emailChangeNotice: { subject: string; body: (newEmail: string) => string; notYou: string };
  accountDeleted: { subject: string; body: string; notYou: string };
  /** A recruiter's message on a stage move: its subject and body are theirs; this is the note under it. */
  stageMessage: { copy: string; action: string };
  registrationAttempt: { subject: string; body: string; ifYou: string; signIn: string; reset: string; notYou: string };
  emailVerification: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  jobRejected: {
    subject: (job: string) => string;
    body: (job: string, company: string) => string;
    reasonLabel: string;
    next: string;
    action: string;
  };
}

const en: MailTexts = {
  greeting: (name) => `Dear ${name},`,
  reason: {
    passwordReset: 'You are receiving this email because a password reset was requested for your account.',
    passwordChanged: 'You are receiving this email because the password of your account was changed.',
    applicationReceived: 'You are receiving this email because you applied for a job on our site.',
    statusChanged: 'You are receiving this email because you applied for a job on our site.',
    stageMessage: 'You are receiving this email because you applied for a job on our site.',
    interviewProposed: 'You are receiving this email because you take part in an interview arranged on our site.',
    interviewScheduled: 'You are receiving this email because you take part in an interview arranged on our site.',
    interviewDeclined: 'You are receiving this email because you take part in an interview arranged on our site.',
    interviewRescheduled: 'You are receiving this email because you take part in an interview arranged on our site.',
    interviewCancelled: 'You are receiving this email because you take part in an interview arranged on our site.',
    newApplication: 'You are receiving this email because you posted this job on our site.',
    staffEnquiry: 'You are receiving this email because this address receives the staff notifications of the site.',
    staffEmployerRequest:
      'You are receiving this email because this address receives the staff notifications of the site.',
    jobAlertConfirm: 'You are receiving this email because a job alert was set up for this address on our site.',
    jobAlert:
      'You are receiving this email because you set up a job alert on our site. Unsubscribe with the link above.',
    timesheetApproved: 'You are receiving this email because you submitted a timesheet on our site.',
    timesheetRejected: 'You are receiving this email because you submitted a timesheet on our site.',
    staffTimesheetSubmitted:
      'You are receiving this email because this address receives the staff notifications of the site.',
    emailChangeConfirm:
      'You are receiving this email because this address was entered as the new address of an account.',
    emailChangeNotice: "You are receiving this email because a change of your account's email address was requested.",
    accountDeleted: 'You are receiving this email because your account was deleted.',
    registrationAttempt:
      'You are receiving this email because someone tried to register an account with this address on our site.',
    emailVerification:
      'You are receiving this email because an employer account was created with this address on our site.',
    jobRejected: 'You are receiving this email because you posted this job on our site.',
    accountInvitation: 'You are receiving this email because our staff opened an account for this address.',
    leadReply: 'You are receiving this email because you contacted us through our site.',
  },
  linkHint: 'If the button does not work, copy this link into your browser:',
  linkRedacted: '[link sent to the recipient]',
  status: {
    submitted: 'Submitted',
    review: 'Under Review',
    interview: 'Interview',
    offer: 'Offer',
    hired: 'Hired',
    rejected: 'Rejected',
  },
  passwordReset: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account. Choose a new password with the link below.',
    action: 'Choose a new password',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'The password of your account has just been changed, and every other session of your account was signed out.',
    notYou: 'If you did not do this, reset your password at once and contact us.',
  },
  applicationReceived: {
    subject: (job) => `Application received: ${job}`,
    body: (job, company) =>
      `Thank you for applying for ${job} at ${company}. We have received your application and will be in touch.`,
    action: 'My Applications',
  },
  statusChanged: {
    subject: (job) => `Update on your application: ${job}`,
    body: (job, company) => `The status of your application for ${job} at ${company} has changed.`,
    statusLabel: 'New status',
    action: 'My Applications',
  },
  stageMessage: {
    copy: 'You can also read this message under your application in My Applications.',
    action: 'My Applications',
  },
  newApplication: {
    subject: (job) => `New application: ${job}`,
    body: (candidate, job) => `${candidate} has applied for your job ${job}.`,
    action: 'Open the dashboard',
  },
  formChoices: {
    subject: {
      recruitment: 'Recruitment',
      umbrella: 'Umbrella Services',
      general: 'General Enquiry',
      partnership: 'Partnership',
    },
    location: {
      hungary: 'Hungary',
      poland: 'Poland',
      uk: 'United Kingdom',
      finland: 'Finland',
      sweden: 'Sweden',
      remote: 'Remote',
    },
    urgency: { low: 'Low', medium: 'Medium', high: 'High' },
  },
  staffEnquiry: {
    subject: (name) => `New contact enquiry from ${name}`,
    body: 'A new contact enquiry has arrived.',
    from: 'From',
    subjectLabel: 'Subject',
    phone: 'Phone',
    action: 'Open the lead',
  },
  staffEmployerRequest: {
    subject: (company) => `New employer request: ${company}`,
    body: 'A new employer request has arrived.',
    company: 'Company',
    contact: 'Contact',
    job: 'Role',
    phone: 'Phone',
    location: 'Location',
    urgency: 'Urgency',
    action: 'Open the lead',
  },
  accountInvitation: {
    subject: 'Your account is ready: choose a password',
    intro: (brand) =>
      `We have opened an account for you at ${brand}. Choose a password with the link below to sign in.`,
    employerJob: (job) =>
      `We have also drafted your job "${job}". It is not public yet: check it and publish it from your dashboard.`,
    action: 'Choose a password',
    expiry: 'The link works once and expires in 7 days. Later, use "Forgot password?" on the sign-in page.',
    ignore: 'If you did not expect this, ignore this email.',
  },
  leadReply: { replyHint: 'You can answer this email directly.' },
  emailChangeConfirm: {
    subject: 'Confirm your new email address',
    intro:
      'Please confirm that this is the new email address of your account. Until you do, you keep signing in with your current address.',
    action: 'Confirm the new address',
    expiry:
      'The link works once and expires in one hour. Other sessions of your account are signed out when you confirm.',
    ignore: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  emailChangeNotice: {
    subject: 'Your email address is being changed',
    body: (newEmail) =>
      `A change of your account's email address to ${newEmail} was requested. It takes effect only when the link we sent to that address is opened.`,
    notYou: 'If you did not do this, change your password at once and contact us.',
  },
  accountDeleted: {
    subject: 'Your account was deleted',
    body: 'Your account and the personal data we held about you have been deleted. You can no longer sign in with this address.',
    notYou: 'If you did not ask for this, please contact us.',
  },
  registrationAttempt: {
    subject: 'Someone tried to register with your address',
    body: 'Someone just tried to create a new account on our site with this email address. An account with this address already exists, so no new account was created and nothing was changed.',
    ifYou: 'If it was you, sign in with your password, or choose a new one if you have forgotten it:',
    signIn: 'Sign in',
    reset: 'Forgot your password?',
    notYou: 'If it was not you, you need not do anything: your account stays as it is.',
  },
  emailVerification: {
    subject: 'Verify your email address',
    intro:
      'Welcome! Please verify that this is your email address. Until you do, the jobs you post are saved but not shown to candidates.',
    action: 'Verify my email address',
    expiry: 'The link works once and expires in 48 hours. You can ask for a new one on your dashboard.',
    ignore: 'If you did not create an account, ignore this email.',
  },
  jobRejected: {
    subject: (job) => `Your job was not published: ${job}`,
    body: (job, company) =>
      `Thank you for posting “${job}” (${company}). Our team reviewed it and cannot publish it as it stands.`,
    reasonLabel: 'The reason',
    next: 'You can edit the job on your dashboard; once saved, it comes back to us for review.',
    action: 'Open your dashboard',
  },
};

const hu: MailTexts = {
  greeting: (name) => `Kedves ${name}!`,
  reason: {
    passwordReset: 'Ezt a levelet azért kapta, mert a fiókjához új jelszó beállítását kérték.',
    passwordChanged: 'Ezt a levelet azért kapta, mert a fiókja jelszavát megváltoztatták.',
    applicationReceived: 'Ezt a levelet azért kapta, mert jelentkezett egy állásra az oldalunkon.',
    statusChanged: 'Ezt a levelet azért kapta, mert jelentkezett egy állásra az oldalunkon.',
    stageMessage: 'Ezt a levelet azért kapta, mert jelentkezett egy állásra az oldalunkon.',
    interviewProposed: 'Ezt a levelet azért kapta, mert részt vesz egy, az oldalunkon egyeztetett interjúban.',
    interviewScheduled: 'Ezt a levelet azért kapta, mert részt vesz egy, az oldalunkon egyeztetett interjúban.',
    interviewDeclined: 'Ezt a levelet azért kapta, mert részt vesz egy, az oldalunkon egyeztetett interjúban.',
    interviewRescheduled: 'Ezt a levelet azért kapta, mert részt vesz egy, az oldalunkon egyeztetett interjúban.',
    interviewCancelled: 'Ezt a levelet azért kapta, mert részt vesz egy, az oldalunkon egyeztetett interjúban.',
    newApplication: 'Ezt a levelet azért kapta, mert ezt az állást Ön hirdette meg az oldalunkon.',
    staffEnquiry: 'Ezt a levelet azért kapta, mert erre a címre érkeznek az oldal munkatársi értesítései.',
    staffEmployerRequest: 'Ezt a levelet azért kapta, mert erre a címre érkeznek az oldal munkatársi értesítései.',
    jobAlertConfirm: 'Ezt a levelet azért kapta, mert erre a címre állásértesítőt állítottak be az oldalunkon.',
    jobAlert:
      'Ezt a levelet azért kapta, mert állásértesítőt állított be az oldalunkon. A fenti hivatkozással leiratkozhat.',
    timesheetApproved: 'Ezt a levelet azért kapta, mert munkaidő-nyilvántartást küldött be az oldalunkon.',
    timesheetRejected: 'Ezt a levelet azért kapta, mert munkaidő-nyilvántartást küldött be az oldalunkon.',
    staffTimesheetSubmitted: 'Ezt a levelet azért kapta, mert erre a címre érkeznek az oldal munkatársi értesítései.',
    emailChangeConfirm: 'Ezt a levelet azért kapta, mert ezt a címet adták meg egy fiók új e-mail-címeként.',
    emailChangeNotice: 'Ezt a levelet azért kapta, mert a fiókja e-mail-címének megváltoztatását kérték.',
    accountDeleted: 'Ezt a levelet azért kapta, mert a fiókját töröltük.',
    registrationAttempt:
      'Ezt a levelet azért kapta, mert valaki ezzel a címmel próbált fiókot regisztrálni az oldalunkon.',
    emailVerification: 'Ezt a levelet azért kapta, mert ezzel a címmel munkáltatói fiók jött létre az oldalunkon.',
    jobRejected: 'Ezt a levelet azért kapta, mert ezt az állást Ön hirdette meg az oldalunkon.',
    accountInvitation: 'Ezt a levelet azért kapta, mert munkatársaink fiókot nyitottak ehhez a címhez.',
    leadReply: 'Ezt a levelet azért kapta, mert az oldalunkon keresztül felvette velünk a kapcsolatot.',
  },
  linkHint: 'Ha a gomb nem működik, másolja be ezt a hivatkozást a böngészőjébe:',
  linkRedacted: '[hivatkozás: elküldve a címzettnek]',
  status: {
    submitted: 'Beküldve',
    review: 'Elbírálás alatt',
    interview: 'Interjú',
    offer: 'Ajánlat',
    hired: 'Felvéve',
    rejected: 'Elutasítva',
  },
  passwordReset: {
    subject: 'Új jelszó beállítása',
    intro: 'Kérés érkezett a fiókja jelszavának visszaállítására. Az alábbi hivatkozással új jelszót választhat.',
    action: 'Új jelszó megadása',
    expiry: 'A hivatkozás egyszer használható, és egy óra múlva lejár.',
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a jelszava nem változik.',
  },
  passwordChanged: {
    subject: 'Megváltozott a jelszava',
    body: 'A fiókja jelszavát az imént megváltoztatták, és a fiók minden más munkamenetét kiléptettük.',
    notYou: 'Ha nem Ön volt, azonnal állítson be új jelszót, és vegye fel velünk a kapcsolatot.',
  },
  applicationReceived: {
    subject: (job) => `Jelentkezését megkaptuk: ${job}`,
    body: (job, company) =>
      `Köszönjük, hogy jelentkezett a(z) ${company} ${job} pozíciójára. Jelentkezését megkaptuk, hamarosan jelentkezünk.`,
    action: 'Jelentkezéseim',
  },
  statusChanged: {
    subject: (job) => `Változás a jelentkezésében: ${job}`,
    body: (job, company) => `Megváltozott a(z) ${company} ${job} pozíciójára beadott jelentkezésének állapota.`,
    statusLabel: 'Új állapot',
    action: 'Jelentkezéseim',
  },
  stageMessage: {
    copy: 'Ezt az üzenetet a Jelentkezéseim oldalon, a jelentkezése alatt is elolvashatja.',
    action: 'Jelentkezéseim',
  },
  newApplication: {
    subject: (job) => `Új jelentkezés: ${job}`,
    body: (candidate, job) => `${candidate} jelentkezett a(z) ${job} álláshirdetésére.`,
    action: 'Irányítópult megnyitása',
  },
  formChoices: {
    subject: {
      recruitment: 'Toborzás',
      umbrella: 'Umbrella szolgáltatások',
      general: 'Általános érdeklődés',
      partnership: 'Partnerség',
    },
    location: {
      hungary: 'Magyarország',
      poland: 'Lengyelország',
      uk: 'Egyesült Királyság',
      finland: 'Finnország',
      sweden: 'Svédország',
      remote: 'Távmunka',
    },
    urgency: { low: 'Alacsony', medium: 'Közepes', high: 'Magas' },
  },
  staffEnquiry: {
    subject: (name) => `Új kapcsolatfelvétel: ${name}`,
    body: 'Új kapcsolatfelvételi üzenet érkezett.',
    from: 'Feladó',
    subjectLabel: 'Tárgy',
    phone: 'Telefon',
    action: 'Érdeklődő megnyitása',
  },
  staffEmployerRequest: {
    subject: (company) => `Új munkáltatói igény: ${company}`,
    body: 'Új munkáltatói igény érkezett.',
    company: 'Cég',
    contact: 'Kapcsolattartó',
    job: 'Pozíció',
    phone: 'Telefon',
    location: 'Helyszín',
    urgency: 'Sürgősség',
    action: 'Érdeklődő megnyitása',
  },
  accountInvitation: {
    subject: 'Elkészült a fiókja: válasszon jelszót',
    intro: (brand) =>
      `Fiókot nyitottunk Önnek itt: ${brand}. A bejelentkezéshez válasszon jelszót az alábbi hivatkozással.`,
    employerJob: (job) =>
      `Elkészítettük „${job}” álláshirdetésének piszkozatát is. Még nem nyilvános: nézze át, és tegye közzé az irányítópultjáról.`,
    action: 'Jelszó választása',
    expiry:
      'A hivatkozás egyszer használható, és 7 nap múlva lejár. Később a bejelentkezési oldal „Elfelejtette a jelszavát?” hivatkozását használja.',
    ignore: 'Ha nem számított erre a levélre, hagyja figyelmen kívül.',
  },
  leadReply: { replyHint: 'Erre a levélre közvetlenül válaszolhat.' },
  emailChangeConfirm: {
    subject: 'Erősítse meg új e-mail-címét',
    intro:
      'Kérjük, erősítse meg, hogy ez a fiókja új e-mail-címe. Amíg ezt nem teszi meg, továbbra is a jelenlegi címével jelentkezik be.',
    action: 'Új cím megerősítése',
    expiry:
      'A hivatkozás egyszer használható, és egy óra múlva lejár. A megerősítéskor a fiók többi munkamenetét kiléptetjük.',
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: semmi sem változik.',
  },
  emailChangeNotice: {
    subject: 'E-mail-címének módosítását kérték',
    body: (newEmail) =>
      `Kérés érkezett, hogy fiókja e-mail-címe erre változzon: ${newEmail}. A módosítás csak akkor lép életbe, ha megnyitják az arra a címre küldött hivatkozást.`,
    notYou: 'Ha nem Ön volt, azonnal változtassa meg a jelszavát, és vegye fel velünk a kapcsolatot.',
  },
  accountDeleted: {
    subject: 'Fiókját töröltük',
    body: 'Fiókját és az Önről tárolt személyes adatokat töröltük. Ezzel a címmel többé nem tud bejelentkezni.',
    notYou: 'Ha nem Ön kérte, kérjük, vegye fel velünk a kapcsolatot.',
  },
  registrationAttempt: {
    subject: 'Valaki az Ön címével próbált regisztrálni',
    body: 'Valaki az imént ezzel az e-mail-címmel próbált új fiókot létrehozni az oldalunkon. Ezzel a címmel már van fiók, ezért új fiók nem jött létre, és semmi sem változott.',
    ifYou: 'Ha Ön volt, jelentkezzen be a jelszavával, vagy ha elfelejtette, adjon meg újat:',
    signIn: 'Bejelentkezés',
    reset: 'Elfelejtette a jelszavát?',
    notYou: 'Ha nem Ön volt, nincs teendője: a fiókja változatlan marad.',
  },
  emailVerification: {
    subject: 'Erősítse meg e-mail-címét',
    intro:
      'Üdvözöljük! Kérjük, erősítse meg, hogy ez az Ön e-mail-címe. Amíg ezt nem teszi meg, a meghirdetett állásait mentjük, de a jelöltek nem látják őket.',
    action: 'E-mail-címem megerősítése',
    expiry: 'A hivatkozás egyszer használható, és 48 óra múlva lejár. Újat a munkáltatói felületén kérhet.',
    ignore: 'Ha nem Ön hozott létre fiókot, hagyja figyelmen kívül ezt a levelet.',
  },
  jobRejected: {
    subject: (job) => `Álláshirdetését nem tettük közzé: ${job}`,
    body: (job, company) =>
      `Köszönjük, hogy meghirdette a(z) „${job}” állást (${company}). Munkatársunk átnézte, de ebben a formában nem tudjuk közzétenni.`,
    reasonLabel: 'Az indok',
    next: 'Az állást a munkáltatói felületén szerkesztheti; mentés után ismét átnézzük.',
    action: 'Munkáltatói felület megnyitása',
  },
};

const TEXTS: Record<Language, MailTexts> = { en, hu };
export const mailTexts = (lang: Language): MailTexts => TEXTS[lang];
