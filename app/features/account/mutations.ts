// Password reset calls ('Forgot password?' and the page the mail links to).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { forgotPasswordSchema, resetPasswordSchema } from '../../../server/contract/index.ts';
import { sendJson } from '../../api/http.ts';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: z.output<typeof forgotPasswordSchema>) => sendJson('POST', '/api/auth/forgot-password', input),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: z.output<typeof resetPasswordSchema>) => sendJson('POST', '/api/auth/reset-password', input),
  });
