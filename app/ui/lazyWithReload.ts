// React.lazy for route and dialog chunks that survives a new release: after a deploy the old hashed
// chunks are gone (from the server and the service worker's cache), so a tab still running the old
// version reloads once into the new one when it next opens a lazy screen, instead of failing.
import { lazy, type ComponentType } from 'react';

const FLAG = 'portal.reloadedForChunk';

export function lazyWithReload<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      const mod = await loader();
      globalThis.sessionStorage?.removeItem(FLAG);
      return mod;
    } catch (err) {
      if (typeof navigator !== 'undefined' && navigator.onLine && !sessionStorage.getItem(FLAG)) {
        sessionStorage.setItem(FLAG, '1');
        window.location.reload();
        return new Promise<{ default: ComponentType<P> }>(() => undefined);
      }
      throw err;
    }
  });
}
