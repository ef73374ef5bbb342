// /confirm-email?token=…: the page the mail confirming a changed address links to (EmailLinkPage.tsx).
import { EmailLinkPage } from './EmailLinkPage.tsx';

export default function ConfirmEmailPage() {
  return <EmailLinkPage kind="confirm" />;
}
