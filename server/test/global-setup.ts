// Starts one throwaway PostgreSQL cluster for the server test run (scripts/pg-cluster.sh) and stops
// it afterwards; each test file makes its own database in it (see harness.ts).
import { startCluster } from '../../scripts/lib/cluster.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default function setup(project: TestProject) {
  const cluster = startCluster();
  project.provide('pgUrl', cluster.databaseUrl);
  return () => cluster.stop();
}
