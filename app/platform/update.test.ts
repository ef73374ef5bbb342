import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

/** A page's navigator.serviceWorker: the controller and its controllerchange event. */
function container(controller: ServiceWorker | null) {
  const target = new EventTarget() as EventTarget & { controller: ServiceWorker | null };
  target.controller = controller;
  return target as unknown as ServiceWorkerContainer & { controller: ServiceWorker | null };
}
const worker = (state: ServiceWorkerState) => ({ state }) as ServiceWorker;

describe('Reload to a waiting new version', () => {
  it('asks the waiting worker to take over and reloads once it controls the page, once', async () => {
    const { activateWaiting } = await import('./update.ts');
    const oldWorker = worker('activated');
    const newWorker = worker('installed');
    const sw = container(oldWorker);
    const wb = { messageSkipWaiting: vi.fn() };
    const reload = vi.fn();

    activateWaiting(newWorker, wb, sw, reload);
    activateWaiting(newWorker, wb, sw, reload);
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    sw.controller = newWorker;
    sw.dispatchEvent(new Event('controllerchange'));
    sw.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the new worker already controls the page (no controllerchange will come)', async () => {
    const { activateWaiting } = await import('./update.ts');
    const newWorker = worker('activated');
    const wb = { messageSkipWaiting: vi.fn() };
    const reload = vi.fn();

    activateWaiting(newWorker, wb, container(newWorker), reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('from the Reload on, the page starts no feed pull and stops a running one after its batch', async () => {
    const { activateWaiting } = await import('./update.ts');
    const { syncJobs, syncState } = await import('../offline/sync.ts');
    const { PortalDb } = await import('../offline/db.ts');
    const database = new PortalDb(`update-${Math.random()}`);
    const paths: string[] = [];
    let release = () => undefined as void;
    const fetcher = <T>(path: string): Promise<T> => {
      paths.push(path);
      const page = { jobs: [], removed: [], cursor: `c${paths.length}`, hasMore: true } as T;
      // The first batch is in flight when the user presses Reload.
      return paths.length === 1 ? new Promise<T>((r) => (release = () => r(page))) : Promise.resolve(page);
    };
    const running = syncJobs({ database, fetcher });
    await vi.waitFor(() => expect(paths).toHaveLength(1));

    activateWaiting(worker('installed'), { messageSkipWaiting: vi.fn() }, container(worker('activated')), vi.fn());
    release();
    await running;
    expect(paths).toHaveLength(1);

    await syncState.run('content', { database, fetcher });
    expect(paths).toHaveLength(1);
    database.close();
  });

  it("a tap on the update prompt does not start a first visit's catalogue sync; a tap on the page does", async () => {
    const listening = vi.spyOn(window, 'addEventListener');
    const { whenEngaged } = await import('../offline/sync.ts');
    const prompt = document.createElement('div');
    prompt.setAttribute('data-update-prompt', '');
    const reloadButton = prompt.appendChild(document.createElement('button'));
    document.body.append(prompt);
    let engaged = false;
    void whenEngaged().then(() => {
      engaged = true;
    });
    await vi.waitFor(() =>
      expect(listening).toHaveBeenCalledWith('pointerdown', expect.any(Function), expect.anything()),
    );

    reloadButton.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(engaged).toBe(false);

    document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(engaged).toBe(true));
    prompt.remove();
    listening.mockRestore();
  });
});
