import { Suspense, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import type { AlertDialog as AlertDialogLoader } from '../alerts/lazy.tsx';
import { lazyWithReload as lazy } from '../../ui/lazyWithReload.ts';
import { DialogsContext, type DialogRequest, type DialogsApi } from './context.ts';

// The dialogs load on first use: the forms are not on any page's critical path.
const CandidateRegistrationDialog = lazy(() => import('../registration/CandidateRegistrationDialog.tsx'));
const EmployerRegistrationDialog = lazy(() => import('../registration/EmployerRegistrationDialog.tsx'));
const ContactDialog = lazy(() => import('../contact/ContactDialog.tsx'));
const EmployerRequestDialog = lazy(() => import('../contact/EmployerRequestDialog.tsx'));
const AlertDialog = lazy<ComponentProps<typeof AlertDialogLoader>>(() =>
  import('../alerts/lazy.tsx').then((m) => ({ default: m.AlertDialog })),
);

export function DialogHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [seen, setSeen] = useState<Set<DialogRequest['kind']>>(new Set());
  const api = useMemo<DialogsApi>(
    () => ({
      open: (r) => {
        setSeen((s) => (s.has(r.kind) ? s : new Set(s).add(r.kind)));
        setRequest(r);
      },
      close: () => setRequest(null),
    }),
    [],
  );
  const close = api.close;
  return (
    <DialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {seen.has('candidateRegistration') ? (
          <CandidateRegistrationDialog isOpen={request?.kind === 'candidateRegistration'} onClose={close} />
        ) : null}
        {seen.has('employerRegistration') ? (
          <EmployerRegistrationDialog isOpen={request?.kind === 'employerRegistration'} onClose={close} />
        ) : null}
        {seen.has('contact') ? (
          <ContactDialog
            isOpen={request?.kind === 'contact'}
            onClose={close}
            subject={request?.kind === 'contact' ? request.subject : undefined}
            message={request?.kind === 'contact' ? request.message : undefined}
          />
        ) : null}
        {seen.has('employerRequest') ? (
          <EmployerRequestDialog isOpen={request?.kind === 'employerRequest'} onClose={close} />
        ) : null}
        {request?.kind === 'jobAlert' ? <AlertDialog query={request.query} onClose={close} /> : null}
      </Suspense>
    </DialogsContext.Provider>
  );
}
