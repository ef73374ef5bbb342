// The registration flows. Candidate: register the account, upload the optional CV, then
// POST /api/candidate-register. Employer: register, then POST /api/employer-request with the fixed
// 'Account Registration' values. Each step that already succeeded is skipped on a retry.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  ACCOUNT_REGISTRATION_DESCRIPTION,
  ACCOUNT_REGISTRATION_JOB_TITLE,
  type CandidateRegistrationInput,
  type EmployerRequestInput,
  type RegisterInput,
  type User,
} from '../../../server/contract/index.ts';
import { sendJson, uploadFile } from '../../api/http.ts';
import { ME_KEY, setCurrentUser } from '../auth/queries.ts';
import { register } from '../auth/mutations.ts';
import type { CandidateAccountValues, EmployerAccountValues } from './schemas.ts';

interface UploadAnswer {
  ok: true;
  filePath: string;
  fileName: string;
}

export class UploadFailed extends Error {
  constructor(readonly reason: unknown) {
    super('File upload failed');
  }
}

function useAccountStep() {
  const qc = useQueryClient();
  const created = useRef<User | null>(null);
  return {
    async ensure(input: RegisterInput): Promise<User> {
      if (created.current && created.current.email === input.email.toLowerCase()) return created.current;
      const res = await register(input);
      created.current = res.data.user;
      setCurrentUser(qc, res.data.user);
      return res.data.user;
    },
    reset() {
      created.current = null;
    },
    refresh: () => qc.invalidateQueries({ queryKey: ME_KEY }),
  };
}

export function useCandidateRegistration() {
  const account = useAccountStep();
  const mutation = useMutation({
    mutationFn: async ({ values, skills = [] }: { values: CandidateAccountValues; skills?: string[] }) => {
      const { cv } = values;
      await account.ensure({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role: 'candidate',
        password: values.password,
        confirmPassword: values.confirmPassword,
        phone: values.phone,
        companyName: null,
      });
      let cvFile: string | null = null;
      if (cv) {
        try {
          cvFile = (await uploadFile<UploadAnswer>('/api/upload-cv-registration', cv)).filePath;
        } catch (err) {
          throw new UploadFailed(err);
        }
      }
      const body: CandidateRegistrationInput = {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        currentLocation: values.currentLocation,
        jobCategory: values.jobCategory,
        experience: values.experience,
        availableForRemote: values.availableForRemote,
        cvFile,
        skills,
      };
      await sendJson('POST', '/api/candidate-register', body);
      await account.refresh();
    },
    onSuccess: () => account.reset(),
  });
  return mutation;
}

export function useEmployerRegistration() {
  const account = useAccountStep();
  return useMutation({
    mutationFn: async (values: EmployerAccountValues) => {
      await account.ensure({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role: 'employer',
        password: values.password,
        confirmPassword: values.confirmPassword,
        companyName: values.companyName,
        phone: values.phone,
      });
      const request: EmployerRequestInput = {
        companyName: values.companyName,
        contactPerson: `${values.firstName} ${values.lastName}`,
        email: values.email,
        phone: values.phone,
        jobTitle: ACCOUNT_REGISTRATION_JOB_TITLE,
        location: 'remote',
        description: ACCOUNT_REGISTRATION_DESCRIPTION,
        urgency: 'medium',
      };
      await sendJson('POST', '/api/employer-request', request);
      await account.refresh();
    },
    onSuccess: () => account.reset(),
  });
}
