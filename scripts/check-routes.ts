// Part of `npm run lint`: fails on a route declared outside the route table or a link to a page it does not
// have (scripts/lib/routeCheck.ts).
import { fileURLToPath } from 'node:url';
import { checkRoutes } from './lib/routeCheck.ts';

const problems = checkRoutes(fileURLToPath(new URL('..', import.meta.url)));
for (const p of problems) console.error(p);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} route problem(s). A new page is one entry in server/contract/routes.ts and one line in app/pages.ts.`,
  );
  process.exit(1);
}
