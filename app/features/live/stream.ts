// One EventSource per signed-in session, loaded only once someone is signed in: each event
// refreshes the reads it touches (invalidate.ts) and, with the user's permission, shows a notification
// while the window is not in front. A stream the server ended or refused is opened again after a growing
// pause; a reconnected stream reads everything again (events sent meanwhile were missed). Offline it
// stays closed until the browser is online again.
import type { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType, type Role } from '../../../server/contract/index.ts';
import { i18n } from '../../i18n/index.ts';
import { refreshFor } from './invalidate.ts';
import { showNotification } from './notifications.ts';

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/** Starts the stream; the returned function stops it. */
export function startLiveStream(qc: QueryClient, role: Role): () => void {
  let source: EventSource | undefined;
  let timer: number | undefined;
  let failures = 0;
  let stopped = false;
  let openedBefore = false;

  const onEvent = (type: LiveEventType) => (message: MessageEvent<string>) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    refreshFor(qc, [event.type ?? type]);
    const text = notificationText(type, role);
    if (text) showNotification(text.title, text.body, `portal-${type}-${event.id}`, text.url);
  };

  const connect = () => {
    if (stopped || source || !navigator.onLine) return;
    const es = new EventSource('/api/events', { withCredentials: true });
    source = es;
    es.onopen = () => {
      failures = 0;
      // Marks the page as receiving (what the e2e specs wait for before another browser writes).
      document.documentElement.dataset.live = 'open';
      if (openedBefore) refreshFor(qc, LIVE_EVENT_TYPES);
      openedBefore = true;
    };
    for (const type of LIVE_EVENT_TYPES) es.addEventListener(type, onEvent(type));
    es.onerror = () => {
      // CONNECTING: the browser reconnects by itself after the server's retry hint. CLOSED: it gave up
      // (a refusal, or an answer that was not a stream): try again later ourselves.
      if (es.readyState !== EventSource.CLOSED) return;
      drop();
      timer = window.setTimeout(connect, Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++));
    };
  };
  const drop = () => {
    delete document.documentElement.dataset.live;
    source?.close();
    source = undefined;
    window.clearTimeout(timer);
  };
  window.addEventListener('online', connect);
  window.addEventListener('offline', drop);
  connect();
  return () => {
    stopped = true;
    drop();
    window.removeEventListener('online', connect);
    window.removeEventListener('offline', drop);
  };
}

/** What a notification says about an event, for the user's role; where a click on it leads. */
function notificationText(type: LiveEventType, role: Role): { title: string; body: string; url: string } | null {
  const t = i18n.t.bind(i18n);
  const staff = role === 'admin' || role === 'owner';
  switch (type) {
    case 'application':
      if (role === 'candidate') return null; // their own, just sent
      return {
        title: t('live.newApplicationTitle'),
        body: t('live.newApplicationBody'),
        url: staff ? '/admin/dashboard' : '/employer/dashboard',
      };
    case 'stage':
      if (role !== 'candidate') return null; // moves staff and employers make themselves
      return { title: t('live.stageTitle'), body: t('live.stageBody'), url: '/candidate/applications' };
    case 'timesheet':
      return { title: t('live.timesheetTitle'), body: t('live.timesheetBody'), url: '/admin/dashboard/timesheets' };
    case 'lead':
      return { title: t('live.leadTitle'), body: t('live.leadBody'), url: '/admin/dashboard' };
  }
}
