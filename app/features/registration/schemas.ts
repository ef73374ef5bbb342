// Form schemas of the registration modals, assembled from the contract's field schemas (so every
// message is the contract's): an account (POST /api/auth/register) plus the candidate profile
// (POST /api/candidate-register) or the employer's company (POST /api/employer-request).
import { z } from 'zod';
import {
  CV_EXTENSIONS,
  cvSizeAllowed,
  candidateRegistrationSchema,
  employerRequestSchema,
  registerSchema,
  type MessageKey,
} from '../../../server/contract/index.ts';

const account = registerSchema.shape;
const profile = candidateRegistrationSchema.shape;
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch: { message: MessageKey; path: string[] } = { message: 'passwordsMismatch', path: ['confirmPassword'] };

/** A chosen CV (or none), checked before any upload: the message is the problem's code. */
export const cvFileSchema = z
  .custom<File | null>((v) => v === null || v instanceof File)
  .superRefine((file, ctx) => {
    const problem = cvFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const candidateAccountFormSchema = z
  .object({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    currentLocation: profile.currentLocation,
    jobCategory: profile.jobCategory,
    experience: profile.experience,
    availableForRemote: profile.availableForRemote,
    cv: cvFileSchema,
    password: account.password,
    confirmPassword: account.confirmPassword,
  })
  .refine(passwordsMatch, mismatch);
export type CandidateAccountForm = z.input<typeof candidateAccountFormSchema>;
export type CandidateAccountValues = z.output<typeof candidateAccountFormSchema>;

export const employerAccountFormSchema = z
  .object({
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    companyName: employerRequestSchema.shape.companyName,
    phone: account.phone,
    password: account.password,
    confirmPassword: account.confirmPassword,
  })
  .refine(passwordsMatch, mismatch);
export type EmployerAccountForm = z.input<typeof employerAccountFormSchema>;
export type EmployerAccountValues = z.output<typeof employerAccountFormSchema>;

/** The CV chosen at registration: PDF/DOC/DOCX under 5 MB. Returns the problem's code or null. */
export function cvFileProblem(file: File | null): 'cvInvalidType' | 'cvTooLarge' | null {
  if (!file) return null;
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'cvInvalidType';
  if (!cvSizeAllowed(file.size)) return 'cvTooLarge';
  return null;
}
