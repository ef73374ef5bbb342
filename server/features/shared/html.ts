// Text put into HTML the server writes (mail bodies, a drawn page's head): the five characters HTML gives
// a meaning, as entities, so the text can sit in an element or a quoted attribute.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
