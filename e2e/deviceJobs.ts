// How many jobs the device holds in IndexedDB, read straight from the browser's database (not through the
// app): the jobs' index row (app/offline/jobStore.ts) names each stored job's page. Shared by the e2e specs
// and the browser bench.
import type { Page } from '@playwright/test';

export const storedJobCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('portal');
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('jobIndex')) {
            idb.close();
            return resolve(0);
          }
          const row = idb.transaction('jobIndex').objectStore('jobIndex').get('jobs');
          row.onsuccess = () => {
            const index = row.result as { pages: Record<number, number> } | undefined;
            resolve(index ? Object.keys(index.pages).length : 0);
            idb.close();
          };
          row.onerror = () => {
            resolve(0);
            idb.close();
          };
        };
        open.onerror = () => resolve(0);
      }),
  );
