// A signed-in user's language follows their switch to the server, so their mails are written in it.
import type { Language } from '../../../server/contract/index.ts';
import { sendJson } from '../../api/http.ts';
import { hasOpenSession } from '../auth/session.ts';

export function saveLanguage(language: Language): void {
  if (!hasOpenSession()) return;
  // Best effort: offline or signed out meanwhile, the next sign-up or switch records it.
  sendJson('PUT', '/api/auth/language', { language }).catch(() => {});
}
