// Text put into HTML the server writes (mail bodies, a drawn page's head): the five characters HTML gives
// a meaning, as entities, so the text can sit in an element or a quoted attribute.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * A page's every character beyond ASCII as a numeric character reference ('ő' → '&#337;'), for HTML whose
 * <script> and <style> texts are already ASCII (jsonForScript writes them so). V8 keeps a string of ASCII in
 * one byte a character; one 'ő' or '–' makes the whole drawn page two bytes a character, and joining it to
 * the 115 KB stylesheet it carries inline, then encoding it to UTF-8 for every response, copied and widened
 * it each time: about 20 ms of a signed-in /jobs draw went there.
 */
export const asciiHtml = (html: string): string =>
  html.replace(/[\u0080-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`);
