// /verify-email?token=…: the page a new employer's verification mail links to (EmailLinkPage.tsx).
import { EmailLinkPage } from './EmailLinkPage.tsx';

export default function VerifyEmailPage() {
  return <EmailLinkPage kind="verify" />;
}
