// Which public modal is open (registration, contact, hiring request). Any page or the header opens
// one through useDialogs(); DialogHost renders it.
import { createContext, useContext } from 'react';
import type { ContactInput } from '../../../server/contract/index.ts';
import type { JobQuery } from '../../../server/contract/jobSearch.ts';

export type DialogRequest =
  | { kind: 'candidateRegistration' }
  | { kind: 'employerRegistration' }
  | {
      kind: 'contact';
      subject?: ContactInput['subject'];
      /** Prefills the message (the calculator's figures). */ message?: string;
    }
  | { kind: 'employerRequest' }
  /** 'Email me jobs like these' on /jobs, for this search. */
  | { kind: 'jobAlert'; query: JobQuery };

export interface DialogsApi {
  open: (request: DialogRequest) => void;
  close: () => void;
}

export const DialogsContext = createContext<DialogsApi>({ open: () => undefined, close: () => undefined });
export const useDialogs = () => useContext(DialogsContext);
