// Part of `npm run lint`: fails on a comment or test title that cites an issue number (scripts/lib/issueRefs.ts).
import { fileURLToPath } from 'node:url';
import { checkIssueRefs } from './lib/issueRefs.ts';

const problems = checkIssueRefs(fileURLToPath(new URL('..', import.meta.url)));
for (const p of problems) console.error(p);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} line(s) cite an issue number. Say in one line what the code guards and why instead.`,
  );
  process.exit(1);
}
