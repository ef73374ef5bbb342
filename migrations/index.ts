// Every migration, oldest first: the list the migration source (server/db/index.ts) runs. Imported rather
// than read from this folder, so the built server (dist-server/server.mjs) carries them and migrates without
// a TypeScript loader. A migration's name is its file name, as Knex has recorded it since the first one.
// server/db/migrations.test.ts fails when a file here is missing from the list.
import type { Knex } from 'knex';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export const MIGRATIONS: Record<string, () => Promise<Migration>> = {
  '20261122070001_create_touch_function.ts': () => import('./20261122070001_create_touch_function.ts'),
  '20261122070002_create_users.ts': () => import('./20261122070002_create_users.ts'),
  '20261122070003_create_files.ts': () => import('./20261122070003_create_files.ts'),
  '20261122070004_create_jobs.ts': () => import('./20261122070004_create_jobs.ts'),
  '20261122070005_create_applications.ts': () => import('./20261122070005_create_applications.ts'),
  '20261122070006_create_contracts.ts': () => import('./20261122070006_create_contracts.ts'),
  '20261122070007_create_enquiries.ts': () => import('./20261122070007_create_enquiries.ts'),
  '20261122070008_create_content_pages.ts': () => import('./20261122070008_create_content_pages.ts'),
  '20261122070009_create_sessions.ts': () => import('./20261122070009_create_sessions.ts'),
  '20261122070010_allow_null_account_company.ts': () => import('./20261122070010_allow_null_account_company.ts'),
  '20261122070011_index_applications_cv_file.ts': () => import('./20261122070011_index_applications_cv_file.ts'),
  '20261122070012_reference_cv_files_by_key.ts': () => import('./20261122070012_reference_cv_files_by_key.ts'),
  '20261123100001_add_job_listing_period.ts': () => import('./20261123100001_add_job_listing_period.ts'),
  '20261123110001_create_saved_jobs.ts': () => import('./20261123110001_create_saved_jobs.ts'),
  '20261124010001_create_rate_limits.ts': () => import('./20261124010001_create_rate_limits.ts'),
  '20261124020001_create_mail_outbox.ts': () => import('./20261124020001_create_mail_outbox.ts'),
  '20261124020002_create_password_resets.ts': () => import('./20261124020002_create_password_resets.ts'),
  '20261124020003_create_application_status_history.ts': () =>
    import('./20261124020003_create_application_status_history.ts'),
  '20261124020004_add_users_notifications.ts': () => import('./20261124020004_add_users_notifications.ts'),
  '20261124030001_create_payroll_rate_sets.ts': () => import('./20261124030001_create_payroll_rate_sets.ts'),
  '20261124030002_create_timesheets.ts': () => import('./20261124030002_create_timesheets.ts'),
  '20261124040001_create_payroll_documents.ts': () => import('./20261124040001_create_payroll_documents.ts'),
  '20261124060001_create_email_changes.ts': () => import('./20261124060001_create_email_changes.ts'),
  '20261124060002_add_users_deleted_at.ts': () => import('./20261124060002_add_users_deleted_at.ts'),
  '20261124070001_create_job_alerts.ts': () => import('./20261124070001_create_job_alerts.ts'),
  '20261124070002_add_staff_totp.ts': () => import('./20261124070002_add_staff_totp.ts'),
  '20261124080001_add_files_storage.ts': () => import('./20261124080001_add_files_storage.ts'),
  '20261124090001_add_search_columns.ts': () => import('./20261124090001_add_search_columns.ts'),
  '20261125010001_add_search_trigram_indexes.ts': () => import('./20261125010001_add_search_trigram_indexes.ts'),
  '20261125020001_add_users_totp_last_step.ts': () => import('./20261125020001_add_users_totp_last_step.ts'),
  '20261125050001_add_client_country_and_vat_regime.ts': () =>
    import('./20261125050001_add_client_country_and_vat_regime.ts'),
  '20261126010001_add_more_search_trigram_indexes.ts': () =>
    import('./20261126010001_add_more_search_trigram_indexes.ts'),
  '20261126020001_create_sign_in_sources.ts': () => import('./20261126020001_create_sign_in_sources.ts'),
  '20261126020002_add_mail_outbox_live_parts.ts': () => import('./20261126020002_add_mail_outbox_live_parts.ts'),
  '20261127010001_create_exchange_rates.ts': () => import('./20261127010001_create_exchange_rates.ts'),
  '20261127010002_create_minimum_wages.ts': () => import('./20261127010002_create_minimum_wages.ts'),
  '20261127020001_create_application_desk.ts': () => import('./20261127020001_create_application_desk.ts'),
  '20261127030001_create_catalogue_versions.ts': () => import('./20261127030001_create_catalogue_versions.ts'),
  '20261128010001_create_stage_messages.ts': () => import('./20261128010001_create_stage_messages.ts'),
  '20261128020001_create_interviews.ts': () => import('./20261128020001_create_interviews.ts'),
  '20261128020002_add_mail_outbox_attachments.ts': () => import('./20261128020002_add_mail_outbox_attachments.ts'),
  '20261128030001_add_board_search.ts': () => import('./20261128030001_add_board_search.ts'),
  '20261128030002_add_content_version.ts': () => import('./20261128030002_add_content_version.ts'),
  '20261129010001_create_leads.ts': () => import('./20261129010001_create_leads.ts'),
  '20261129010002_add_jobs_draft.ts': () => import('./20261129010002_add_jobs_draft.ts'),
  '20261129020001_add_employer_verification_and_job_review.ts': () =>
    import('./20261129020001_add_employer_verification_and_job_review.ts'),
  '20261129030001_create_user_seen.ts': () => import('./20261129030001_create_user_seen.ts'),
  '20261129040001_add_applications_board_index.ts': () => import('./20261129040001_add_applications_board_index.ts'),
  '20261129040002_add_candidate_skills.ts': () => import('./20261129040002_add_candidate_skills.ts'),
  '20261130000001_add_jobs_published_at.ts': () => import('./20261130000001_add_jobs_published_at.ts'),
  '20261130020001_create_client_companies.ts': () => import('./20261130020001_create_client_companies.ts'),
  '20261130030001_create_nav_submissions.ts': () => import('./20261130030001_create_nav_submissions.ts'),
  '20261130040001_create_payroll_allowances.ts': () => import('./20261130040001_create_payroll_allowances.ts'),
  '20261130050001_add_document_corrections.ts': () => import('./20261130050001_add_document_corrections.ts'),
  '20261202010001_correct_2026_allowance_cap.ts': () => import('./20261202010001_correct_2026_allowance_cap.ts'),
  '20261202030001_add_board_order_indexes.ts': () => import('./20261202030001_add_board_order_indexes.ts'),
  '20261204030001_contract_country_from_company.ts': () => import('./20261204030001_contract_country_from_company.ts'),
  '20261204030002_add_nav_unanswered_at.ts': () => import('./20261204030002_add_nav_unanswered_at.ts'),
  '20261205050001_correct_2026_family_base_one.ts': () => import('./20261205050001_correct_2026_family_base_one.ts'),
};
