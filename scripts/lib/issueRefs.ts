// The check behind scripts/check-issue-refs.ts: source text that cites an issue number (the word issue or
// finding and a number, or a number after '(#') instead of saying why. The tracker's numbers mean nothing to a reader of
// the code, and the tracker is not part of the repository; a comment or a test title says what it guards.
import fs from 'node:fs';
import path from 'node:path';

/** The folders and root files checked, relative to the repository. */
const CHECKED = ['app', 'server', 'e2e', 'scripts', 'migrations', 'desktop', '.ci'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'reports', '.screenshots']);
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|css|html|sh|yml|yaml)$|^run$/;

const CITATION = /\bissues?\s+#?\d+|\(#\d+\)|\bfindings?\s+\d+[a-z]?\b/i;

/** Each line of `text` that cites an issue, as 'line: text'. */
export function issueRefsIn(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

function* files(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

/** Every citation under `root`, as 'file:line: text'. */
export function checkIssueRefs(root: string): string[] {
  return CHECKED.flatMap((dir) =>
    [...files(path.join(root, dir))].flatMap((file) =>
      issueRefsIn(fs.readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}:${hit}`),
    ),
  );
}
