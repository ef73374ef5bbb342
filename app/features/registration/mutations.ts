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

/** The account a registration dialog's values make (the fields both dialogs have). */
interface AccountValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  password: string;
  confirmPassword: string;
}

/** A registration: the account (once, even over retries), then the role's own record, then the user
 *  refreshed. */
function useRegistration<V extends AccountValues>(
  role: 'candidate' | 'employer',
  companyName: (values: V) => string | null,
  profile: (values: V) => Promise<void>,
) {
  const account = useAccountStep();
  return useMutation({
    mutationFn: async (values: V) => {
      await account.ensure({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role,
        password: values.password,
        confirmPassword: values.confirmPassword,
        phone: values.phone,
        companyName: companyName(values),
      });
      await profile(values);
      await account.refresh();
    },
    onSuccess: () => account.reset(),
  });
}

export const useCandidateRegistration = () =>
  useRegistration<CandidateAccountValues & { skills: string[] }>(
    'candidate',
    () => null,
    async ({ cv, password: _password, confirmPassword: _confirm, ...values }) => {
      let cvFile: string | null = null;
      if (cv) {
        try {
          cvFile = (await uploadFile<UploadAnswer>('/api/upload-cv-registration', cv)).filePath;
        } catch (err) {
          throw new UploadFailed(err);
        }
      }
      const body: CandidateRegistrationInput = { ...values, cvFile };
      await sendJson('POST', '/api/candidate-register', body);
    },
  );

export const useEmployerRegistration = () =>
  useRegistration<EmployerAccountValues>(
    'employer',
    (values) => values.companyName,
    async (values) => {
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
    },
  );
