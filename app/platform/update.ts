// Switching to a new release the user asked for (ui/UpdatePrompt.tsx → Reload). Chromium promotes a waiting
// worker that called skipWaiting() only once the OLD worker has no work: it asks the old worker to stop as
// soon as it is idle, and a request the page sends it meanwhile restarts it, after which the switch waits
// for the five-minute lame-duck limit (Reload "does nothing"). So from the Reload on, the page starts no
// new work of its own (the offline sync asks `switchingVersion()`), the tap on the prompt is not the
// visitor's first interaction that starts the catalogue sync (`UPDATE_PROMPT_ATTR`), and the page reloads
// on `controllerchange` (listened to before SKIP_WAITING is posted), or at once if the new worker already
// controls it.

/** Marks the update prompt: a tap on it answers the prompt and does not start the first-visit sync. */
export const UPDATE_PROMPT_ATTR = 'data-update-prompt';

let switching = false;

/** True once the user chose Reload: the page is about to be replaced and starts nothing new. */
export const switchingVersion = (): boolean => switching;

interface SkipWaiting {
  /** workbox-window: posts SKIP_WAITING to the registration's waiting worker, if there is one. */
  messageSkipWaiting(): void;
}

/** Lets `newWorker` (the waiting one the prompt offered) take over and reloads the page once it controls
 * it. Safe to call twice; reloads once. */
export function activateWaiting(
  newWorker: ServiceWorker | undefined,
  wb: SkipWaiting,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  if (switching) return;
  switching = true;
  let reloaded = false;
  const once = () => {
    if (reloaded) return;
    reloaded = true;
    container.removeEventListener('controllerchange', once);
    reload();
  };
  container.addEventListener('controllerchange', once);
  // Already in control (another tab pressed Reload, or it took over before this listener): no event will come.
  if (newWorker && container.controller === newWorker && newWorker.state !== 'installed') {
    once();
    return;
  }
  wb.messageSkipWaiting();
}
