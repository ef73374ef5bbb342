// Staff two-factor sign-in: a code from the authenticator app, or a one-time recovery code.
import { z } from 'zod';

const otp = z.string({ error: 'required' }).trim().min(1, 'required').max(32, 'tooLong');
export const totpCodeSchema = z.object({ code: otp });
export const totpDisableSchema = z.object({
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'tooLong'),
  code: otp,
});
