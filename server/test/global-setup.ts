// Starts one throwaway PostgreSQL cluster for the server test run (scripts/pg-cluster.sh) and stops
// it afterwards; each test file makes its own database in it (see harness.ts). Builds the server's page
// renderer first when it is missing or stale (dist-server/, scripts/build-if-stale.mjs): the tests of the
// pages the server sends draw with it, as the server does.
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startCluster } from '../../scripts/lib/cluster.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default function setup(project: TestProject) {
  buildIfStale(['renderer']);
  const cluster = startCluster();
  project.provide('pgUrl', cluster.databaseUrl);
  return () => cluster.stop();
}
