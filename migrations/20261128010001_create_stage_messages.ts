import type { Knex } from 'knex';

// Messages the candidate is glad to get: a template per stage (interview, offer, hired,
// rejected) and language, edited by staff, seeded with courteous texts; and each message sent on a stage
// move (its rendered subject and body, the candidate's language, who sent it and in what role, when),
// which the candidate reads under the application.
const TEMPLATES: {
  stage: 'interview' | 'offer' | 'hired' | 'rejected';
  language: 'en' | 'hu';
  subject: string;
  body: string;
}[] = [
  {
    stage: 'interview',
    language: 'en',
    subject: 'Interview invitation: {job} at {company}',
    body: `Dear {name},

Thank you for applying for the {job} position at {company}. We enjoyed reading your application and would like to invite you to an interview.

We will be in touch shortly to agree on a time that suits you. If you have any questions in the meantime, please do not hesitate to contact us.

Kind regards,
The recruitment team`,
  },
  {
    stage: 'offer',
    language: 'en',
    subject: 'An offer for you: {job} at {company}',
    body: `Dear {name},

We are delighted to let you know that we would like to offer you the {job} position at {company}. Congratulations!

We will contact you shortly with the details of the offer and the next steps.

Kind regards,
The recruitment team`,
  },
  {
    stage: 'hired',
    language: 'en',
    subject: 'Welcome aboard: {job} at {company}',
    body: `Dear {name},

Congratulations on your new role as {job} at {company}! Thank you for the time and care you gave to the selection process.

We will send you everything you need to know before your first day. We wish you every success.

Kind regards,
The recruitment team`,
  },
  {
    stage: 'rejected',
    language: 'en',
    subject: 'Your application for {job} at {company}',
    body: `Dear {name},

Thank you for your interest in the {job} position at {company} and for the time you gave to your application.

After careful consideration, we have decided to continue with candidates whose experience more closely matches the requirements of this role. This was not an easy decision.

We would be glad to hear from you again when a suitable position opens. We wish you every success in your search.

Kind regards,
The recruitment team`,
  },
  {
    stage: 'interview',
    language: 'hu',
    subject: 'Meghívás állásinterjúra: {job} – {company}',
    body: `Kedves {name}!

Köszönjük jelentkezését a következő pozícióra: {job} ({company}). Jelentkezése felkeltette érdeklődésünket, ezért szeretnénk meghívni Önt egy személyes beszélgetésre.

Hamarosan felvesszük Önnel a kapcsolatot, hogy egyeztessünk egy Önnek megfelelő időpontot. Ha addig bármilyen kérdése merülne fel, forduljon hozzánk bizalommal.

Üdvözlettel:
a toborzócsapat`,
  },
  {
    stage: 'offer',
    language: 'hu',
    subject: 'Állásajánlat: {job} – {company}',
    body: `Kedves {name}!

Örömmel értesítjük, hogy szeretnénk ajánlatot tenni Önnek a következő pozícióra: {job} ({company}). Gratulálunk!

Hamarosan jelentkezünk az ajánlat részleteivel és a további teendőkkel.

Üdvözlettel:
a toborzócsapat`,
  },
  {
    stage: 'hired',
    language: 'hu',
    subject: 'Gratulálunk: {job} – {company}',
    body: `Kedves {name}!

Gratulálunk új munkájához! Örömmel erősítjük meg, hogy Önt választották a következő pozícióra: {job} ({company}). Köszönjük a kiválasztás során tanúsított türelmét és figyelmét.

Az első munkanap előtt minden szükséges tudnivalót elküldünk Önnek. Sok sikert kívánunk!

Üdvözlettel:
a toborzócsapat`,
  },
  {
    stage: 'rejected',
    language: 'hu',
    subject: 'Jelentkezése: {job} – {company}',
    body: `Kedves {name}!

Köszönjük, hogy jelentkezett a következő pozícióra: {job} ({company}), és hogy időt szánt a jelentkezésére.

Alapos mérlegelés után úgy döntöttünk, hogy olyan jelöltekkel folytatjuk a kiválasztást, akiknek a tapasztalata jobban illeszkedik a pozíció elvárásaihoz. Ez nem volt könnyű döntés.

Örömmel fogadjuk ismét a jelentkezését, ha Önnek megfelelő új pozíció nyílik. Sok sikert kívánunk a további álláskereséshez!

Üdvözlettel:
a toborzócsapat`,
  },
];

const STAGES = "stage IN ('interview', 'offer', 'hired', 'rejected')";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stage_message_templates', (t) => {
    t.text('stage').notNullable();
    t.text('language').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.integer('updated_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.primary(['stage', 'language']);
    t.check(STAGES, [], 'stage_message_templates_stage_check');
    t.check("language IN ('en', 'hu')", [], 'stage_message_templates_language_check');
    t.check('char_length(subject) BETWEEN 1 AND 200', [], 'stage_message_templates_subject_check');
    t.check('char_length(body) BETWEEN 1 AND 10000', [], 'stage_message_templates_body_check');
  });
  await knex('stage_message_templates').insert(TEMPLATES);

  await knex.schema.createTable('application_messages', (t) => {
    t.increments('id');
    t.integer('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.text('stage').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.text('language').notNullable();
    t.integer('sender_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('sender_role').notNullable();
    t.timestamp('sent_at', { useTz: true, precision: 3 }).notNullable().defaultTo(knex.fn.now(3));
    t.check(STAGES, [], 'application_messages_stage_check');
    t.check("language IN ('en', 'hu')", [], 'application_messages_language_check');
    t.check('char_length(subject) BETWEEN 1 AND 1000', [], 'application_messages_subject_check');
    t.check('char_length(body) BETWEEN 1 AND 20000', [], 'application_messages_body_check');
    t.index(['application_id', 'sent_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('application_messages');
  await knex.schema.dropTable('stage_message_templates');
}
