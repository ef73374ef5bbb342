import type { Knex } from 'knex';

// Staff lists search on the server: fold_text() is the SQL twin of foldText() in
// server/contract/search.ts (lower case, accents off, ł→l, ß→ss …), built from that function and kept here
// as text (FOLD_TEXT_SQL), so the two agree (a test compares them over every Latin letter). Plain SQL
// (regexp_replace, replace, translate, lower), so it runs on PostgreSQL and PGlite alike; IMMUTABLE, so
// generated columns may use it. users.search_text and jobs.search_text are kept by the database on every
// write (generated columns): no writer in the code has to remember them. Indexes give each list page in
// each sort a bounded query.

/** fold_text()'s expression of t, as foldText() of 2026-11-24 made it (every Latin letter it changes: to one
 * letter by translate(), to more by replace()), frozen as text: a later change to foldText() is a new
 * migration, never a new meaning of this one. server/db/frozenSql.test.ts rebuilds it from today's foldText()
 * and fails when they differ. */
export const FOLD_TEXT_SQL =
  'lower(translate(' +
  'replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(' +
  "regexp_replace(t, '[\u0300-\u036f]+', '', 'g')" +
  ", 'Æ', 'ae')" +
  ", 'Þ', 'th')" +
  ", 'ß', 'ss')" +
  ", 'æ', 'ae')" +
  ", 'þ', 'th')" +
  ", 'Œ', 'oe')" +
  ", 'œ', 'oe')" +
  ", 'Ǣ', 'ae')" +
  ", 'ǣ', 'ae')" +
  ", 'Ǽ', 'ae')" +
  ", 'ǽ', 'ae')" +
  ", 'ẞ', 'ss')" +
  ", '" +
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆ' +
  'ćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĲĴĵĶķĹĺĻļĽľĿŁłŃńŅņŇňŊ' +
  'ŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗ' +
  'ƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵ' +
  'ǶǷǸǹǺǻǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅ' +
  'ɆɈɊɌɎḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺ' +
  'ḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺ' +
  'ṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾế' +
  'ỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹỺỼỾ' +
  "', '" +
  'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaac' +
  'cccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiĳjjkkllllllŀllnnnnnnŋ' +
  'oooooorrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨ' +
  'ƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaǥggkkooooʒʒjǳǳgg' +
  'ƕƿnnaaooaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌ' +
  'ɇɉɋɍɏaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkklllll' +
  'lllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuu' +
  'uvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyſaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeee' +
  'eeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỽỿ' +
  "'))";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create or replace function fold_text(t text) returns text language sql immutable strict parallel safe as $$ select ${FOLD_TEXT_SQL} $$`,
  );
  await knex.raw(`alter table users add column search_text text generated always as
    (fold_text(first_name || ' ' || last_name || E'\\n' || email)) stored`);
  await knex.raw(`alter table jobs add column search_text text generated always as
    (fold_text(title || E'\\n' || company || E'\\n' || location || E'\\n' || category)) stored`);

  // Text sorts order by folded text, so their indexes are on the same expressions.
  await knex.raw('create index users_name_index on users (fold_text(last_name), fold_text(first_name), id)');
  await knex.raw('create index users_role_name_index on users (role, fold_text(last_name), fold_text(first_name), id)');
  await knex.raw('create index jobs_title_id_index on jobs (fold_text(title), id)');
  await knex.raw('create index jobs_company_id_index on jobs (fold_text(company), id)');
  await knex.schema.alterTable('users', (t) => {
    t.index(['created_at', 'id'], 'users_created_id_index');
    t.index(['role', 'created_at', 'id'], 'users_role_created_id_index');
    t.index(['email', 'id'], 'users_email_id_index');
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.index(['created_at', 'id'], 'jobs_created_id_index');
  });
  await knex.schema.alterTable('applications', (t) => {
    t.index(['applied_at', 'id'], 'applications_applied_id_index');
    t.index(['status', 'applied_at', 'id'], 'applications_status_applied_id_index');
    t.index(['job_id'], 'applications_job_id_index');
  });
  await knex.schema.alterTable('contracts', (t) => {
    t.index(['created_at', 'id'], 'contracts_created_id_index');
    t.index(['start_date', 'id'], 'contracts_start_id_index');
    t.index(['day_rate', 'id'], 'contracts_rate_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contracts', (t) => {
    t.dropIndex([], 'contracts_created_id_index');
    t.dropIndex([], 'contracts_start_id_index');
    t.dropIndex([], 'contracts_rate_id_index');
  });
  await knex.schema.alterTable('applications', (t) => {
    t.dropIndex([], 'applications_applied_id_index');
    t.dropIndex([], 'applications_status_applied_id_index');
    t.dropIndex([], 'applications_job_id_index');
  });
  await knex.schema.alterTable('jobs', (t) => {
    t.dropIndex([], 'jobs_created_id_index');
    t.dropIndex([], 'jobs_title_id_index');
    t.dropIndex([], 'jobs_company_id_index');
    t.dropColumn('search_text');
  });
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex([], 'users_created_id_index');
    t.dropIndex([], 'users_role_created_id_index');
    t.dropIndex([], 'users_name_index');
    t.dropIndex([], 'users_role_name_index');
    t.dropIndex([], 'users_email_id_index');
    t.dropColumn('search_text');
  });
  await knex.raw('drop function if exists fold_text(text)');
}
