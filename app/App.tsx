// Providers and app-wide effects: query cache, dialogs, toasts' F8 hotkey, and the offline engine
// (pull on start and whenever the network returns, then send what waits in the outbox).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient.ts';
import { i18n } from './i18n/index.ts';
import { DialogHost } from './features/dialogs/DialogHost.tsx';
import { flushOutbox } from './offline/outbox.ts';
import { syncAll } from './offline/sync.ts';
import { AppRoutes } from './routes.tsx';
import { installToastHotkey, notify } from './ui/toaster.tsx';

function OfflineEngine() {
  useEffect(() => {
    const t = i18n.t.bind(i18n);
    const sendOutbox = () => flushOutbox().then((sent) => {
      if (sent > 0) notify({ intent: 'success', title: t('offline.outboxSentTitle'), message: t('offline.outboxSentMessage') });
    }).catch((err: unknown) => console.warn('Outbox flush failed', err));
    const onOnline = () => {
      void syncAll();
      void sendOutbox();
    };
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return null;
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => installToastHotkey(), []);
  return (
    <QueryClientProvider client={client}>
      <DialogHost>{children}</DialogHost>
    </QueryClientProvider>
  );
}

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppProviders client={client}>
        <OfflineEngine />
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
