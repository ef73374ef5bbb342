// Puts text into a field as pasting does (one input event): for text whose keystrokes a test is not
// about. Typed key by key, each character re-renders the whole form, which costs seconds per field in jsdom.
import type { UserEvent } from '@testing-library/user-event';

export async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
