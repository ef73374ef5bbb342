// The interview mails' and invitations' wording, in English and Hungarian (the recipient's language).
import type { Language } from '../../contract/index.ts';

interface InterviewTexts {
  /** The calendar entry's title. */
  summary: (job: string, company: string) => string;
  proposed: { subject: (job: string) => string; body: (job: string, company: string) => string; action: string };
  scheduled: {
    subject: (job: string) => string;
    candidate: (job: string, company: string) => string;
    others: (candidate: string, job: string) => string;
  };
  declined: { subject: (job: string) => string; body: (candidate: string, job: string) => string };
  rescheduled: { subject: (job: string) => string; body: (job: string, company: string) => string };
  cancelled: { subject: (job: string) => string; body: (job: string, company: string) => string };
  option: (n: number) => string;
  when: string;
  where: string;
  note: string;
  candidate: string;
  budapestTime: string;
  candidateAction: string;
  othersAction: string;
}

const en: InterviewTexts = {
  summary: (job, company) => `Interview: ${job} at ${company}`,
  proposed: {
    subject: (job) => `Interview times proposed: ${job}`,
    body: (job, company) =>
      `We would like to invite you to an interview for ${job} at ${company}. Please choose one of the times below in My Applications, or tell us there that none of them suits you.`,
    action: 'Choose a time',
  },
  scheduled: {
    subject: (job) => `Interview confirmed: ${job}`,
    candidate: (job, company) =>
      `Your interview for ${job} at ${company} is confirmed. The calendar invitation is attached.`,
    others: (candidate, job) =>
      `${candidate} has chosen a time for the interview for ${job}. The calendar invitation is attached.`,
  },
  declined: {
    subject: (job) => `Interview times declined: ${job}`,
    body: (candidate, job) =>
      `${candidate} declined every proposed interview time for ${job}. You can propose new times on the application.`,
  },
  rescheduled: {
    subject: (job) => `Interview moved: ${job}`,
    body: (job, company) =>
      `The interview for ${job} at ${company} has moved to a new time. The updated calendar invitation is attached.`,
  },
  cancelled: {
    subject: (job) => `Interview cancelled: ${job}`,
    body: (job, company) => `The interview for ${job} at ${company} has been cancelled.`,
  },
  option: (n) => `Option ${n}`,
  when: 'When',
  where: 'Where',
  note: 'Note',
  candidate: 'Candidate',
  budapestTime: 'Budapest time',
  candidateAction: 'My Applications',
  othersAction: 'Open the application',
};

const hu: InterviewTexts = {
  summary: (job, company) => `Állásinterjú: ${job} (${company})`,
  proposed: {
    subject: (job) => `Interjúidőpontok: ${job}`,
    body: (job, company) =>
      `Szeretnénk interjúra hívni a következő pozícióra: ${job} (${company}). Kérjük, a Jelentkezéseim oldalon válasszon az alábbi időpontok közül, vagy jelezze ott, ha egyik sem megfelelő.`,
    action: 'Időpont kiválasztása',
  },
  scheduled: {
    subject: (job) => `Interjú visszaigazolva: ${job}`,
    candidate: (job, company) =>
      `Az interjúja a következő pozícióra visszaigazolva: ${job} (${company}). A naptármeghívót mellékeltük.`,
    others: (candidate, job) =>
      `${candidate} kiválasztotta az interjú időpontját a következő pozícióra: ${job}. A naptármeghívót mellékeltük.`,
  },
  declined: {
    subject: (job) => `Elutasított interjúidőpontok: ${job}`,
    body: (candidate, job) =>
      `${candidate} egyik javasolt interjúidőpontot sem fogadta el a következő pozícióra: ${job}. Új időpontokat a jelentkezés oldalán javasolhat.`,
  },
  rescheduled: {
    subject: (job) => `Új interjúidőpont: ${job}`,
    body: (job, company) =>
      `A következő pozíció interjúja új időpontra került: ${job} (${company}). A frissített naptármeghívót mellékeltük.`,
  },
  cancelled: {
    subject: (job) => `Lemondott interjú: ${job}`,
    body: (job, company) => `A következő pozíció interjúját lemondták: ${job} (${company}).`,
  },
  option: (n) => `${n}. lehetőség`,
  when: 'Időpont',
  where: 'Helyszín',
  note: 'Megjegyzés',
  candidate: 'Jelölt',
  budapestTime: 'budapesti idő szerint',
  candidateAction: 'Jelentkezéseim',
  othersAction: 'A jelentkezés megnyitása',
};

export const interviewTexts = (language: Language): InterviewTexts => (language === 'hu' ? hu : en);
