// Starts one throwaway PostgreSQL cluster for the server test run (scripts/pg-cluster.sh) and stops
// it afterwards; each test file makes its own database in it (see harness.ts).
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default function setup(project: TestProject) {
  const out = execFileSync('bash', ['scripts/pg-cluster.sh', 'start'], { encoding: 'utf8' });
  const dir = /DIR=(.*)/.exec(out)?.[1];
  const url = /DATABASE_URL=(.*)/.exec(out)?.[1];
  if (!dir || !url) throw new Error(`Could not start PostgreSQL:\n${out}`);
  project.provide('pgUrl', url);
  return () => {
    execFileSync('bash', ['scripts/pg-cluster.sh', 'stop', dir]);
  };
}
