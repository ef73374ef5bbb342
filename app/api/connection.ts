// The connection state the app shows (ui/ConnectionStatus.tsx): 'online', 'offline' (the browser says it
// has no network) or 'unreachable' (the network is up but the server does not answer: a network error, a
// timeout or a 5xx on /api). The app's own calls decide (api/http.ts reports each outcome); the browser's
// online/offline events only say whether a network exists at all.
import { useSyncExternalStore } from 'react';

type ConnectionState = 'online' | 'offline' | 'unreachable';

type Listener = () => void;

export class ConnectionStore {
  private state: ConnectionState;
  private listeners = new Set<Listener>();

  constructor(private readonly browserOnline: () => boolean = () => navigator.onLine) {
    this.state = browserOnline() ? 'online' : 'offline';
  }

  subscribe = (fn: Listener) => {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  };

  getSnapshot = (): ConnectionState => this.state;

  private set(next: ConnectionState) {
    if (next === this.state) return;
    this.state = next;
    this.listeners.forEach((fn) => fn());
  }

  /** The server answered (any status below 500, a refusal included): it is reachable. An answer that lands
   *  while the browser has no network (a call sent just before the network went, or one the service worker
   *  answered from its cache) says nothing about now: the state stays offline. */
  reportAnswer() {
    this.set(this.browserOnline() ? 'online' : 'offline');
  }

  /** A call failed before a usable answer (network error, timeout, 5xx). */
  reportFailure() {
    this.set(this.browserOnline() ? 'unreachable' : 'offline');
  }

  /** The browser's `offline` event: no network at all. */
  reportBrowserOffline() {
    this.set('offline');
  }

  /** The browser's `online` event: a network again; the next call tells whether the server answers. */
  reportBrowserOnline() {
    if (this.state === 'offline') this.set('online');
  }
}

export const connection = new ConnectionStore(() => (typeof navigator === 'undefined' ? true : navigator.onLine));

/** Sent on window when the server answers again after it did not (and by the session check, features/auth):
 * the offline engine (App.tsx) then pulls and sends what waits, as on 'online', which a browser whose
 * network never went does not fire. */
export const SERVER_REACHABLE_EVENT = 'portal:server-reachable';

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => connection.reportBrowserOffline());
  window.addEventListener('online', () => connection.reportBrowserOnline());
  let last = connection.getSnapshot();
  connection.subscribe(() => {
    const now = connection.getSnapshot();
    if (last === 'unreachable' && now === 'online') window.dispatchEvent(new Event(SERVER_REACHABLE_EVENT));
    last = now;
  });
}

/** Why the app is working from the device: no network at all, or a network whose server does not answer.
 * For a message shown at once (a toast): the browser's word on the network decides. */
export const noAnswerReason = (): 'offline' | 'unreachable' =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unreachable';

/** The connection state, live (the server-drawn page and the first render say 'online'). */
export const useConnectionState = (): ConnectionState =>
  useSyncExternalStore(connection.subscribe, connection.getSnapshot, () => 'online' as const);
