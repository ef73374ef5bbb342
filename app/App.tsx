// Providers and app-wide effects: query cache, Blueprint's overlay stack, dialogs, toasts' F8 hotkey,
// and the offline engine (pull on start and whenever the network returns, then send what waits in the
// outbox and say so).
import { OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient.ts';
import { i18n } from './i18n/index.ts';
import { codeText } from './i18n/codes.ts';
import { DialogHost } from './features/dialogs/DialogHost.tsx';
import { flushOutbox } from './offline/outbox.ts';
import { finishPendingLogout } from './features/auth/session.ts';
import { SERVER_REACHABLE_EVENT } from './api/connection.ts';
import { syncAll } from './offline/sync.ts';
import { AppRoutes } from './routes.tsx';
import { installToastHotkey, notify } from './ui/toaster.tsx';
import { LiveEngine } from './features/live/LiveEngine.tsx';

/** How often waiting writes are retried while the app is open (a server that was down sends no 'online' event). */
const OUTBOX_RETRY_MS = 60_000;

function OfflineEngine() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const t = i18n.t.bind(i18n);
    const sendOutbox = () =>
      flushOutbox()
        .then(({ sent, rejected }) => {
          for (const row of sent) {
            if (row.kind === 'contact')
              notify({
                intent: 'success',
                title: t('offline.outboxSentTitle'),
                message: t('offline.outboxSentMessage'),
              });
            else
              notify({
                intent: 'success',
                title: t('offline.applicationSentTitle'),
                message: t('offline.applicationSentMessage', { title: row.payload.jobTitle }),
              });
          }
          for (const { row, code } of rejected) {
            if (row.kind === 'application') {
              notify({
                intent: 'danger',
                title: t('offline.applicationFailedTitle'),
                message: `${row.payload.jobTitle}: ${codeText(t, code, t('offline.applicationFailedFallback'))}`,
              });
            } else {
              notify({ intent: 'danger', title: t('forms.errorTitle'), message: codeText(t, code) });
            }
          }
          if ([...sent, ...rejected.map((r) => r.row)].some((row) => row.kind === 'application')) {
            void queryClient.invalidateQueries({ queryKey: ['/api', 'candidate'] });
          }
        })
        .catch((err: unknown) => console.warn('Outbox flush failed', err));
    // A sign-out made offline reaches the server once the outbox is sent (its user's queued work goes first).
    const sendAll = () =>
      sendOutbox()
        .then(finishPendingLogout)
        .catch((err: unknown) => console.warn('Sign-out not sent yet', err));
    const onOnline = () => {
      void syncAll();
      void sendAll();
    };
    onOnline();
    window.addEventListener('online', onOnline);
    window.addEventListener(SERVER_REACHABLE_EVENT, onOnline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sendAll();
    }, OUTBOX_RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener(SERVER_REACHABLE_EVENT, onOnline);
      window.clearInterval(timer);
    };
  }, [queryClient]);
  return null;
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => installToastHotkey(), []);
  return (
    // Blueprint 6 keeps the stack of open overlays (which one Escape closes, when the page may scroll
    // again) in this provider; without it Overlay2 falls back to a deprecated module-level stack.
    <OverlaysProvider>
      <QueryClientProvider client={client}>
        <DialogHost>{children}</DialogHost>
      </QueryClientProvider>
    </OverlaysProvider>
  );
}

/** The whole app inside a router: the browser's (App) or the server's, which draws a public page's first
 * screen into the HTML it sends (app/serverRender.tsx). Both draw the same tree, so the browser hydrates
 * the server's markup instead of drawing it again. */
export function AppTree({ client }: { client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <OfflineEngine />
      <LiveEngine />
      <AppRoutes />
    </AppProviders>
  );
}

export function App() {
  const [client] = useState(() =>
    createQueryClient({
      onSessionEnded: () =>
        notify({
          intent: 'warning',
          title: i18n.t('auth.sessionEndedTitle'),
          message: i18n.t('auth.sessionEndedMessage'),
        }),
    }),
  );
  return (
    <BrowserRouter>
      <AppTree client={client} />
    </BrowserRouter>
  );
}
