// Starts one throwaway PostgreSQL cluster for the server test run (scripts/pg-cluster.sh) and stops
// it afterwards; each test file makes its own database in it (see harness.ts), copied from a template
// migrated here once, and each embedded (PGlite) test server loads a migrated image made here once
// (test/templates.ts). Builds the server's page renderer first when it is missing or stale (dist-server/,
// scripts/build-if-stale.mjs): the tests of the pages the server sends draw with it, as the server does.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startCluster } from '../../scripts/lib/cluster.ts';
import { makePgliteImage, makePostgresTemplate } from './templates.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** The migrated database each test database is made from (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
    /** A tarball of a migrated PGlite data folder. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject) {
  buildIfStale(['renderer']);
  const cluster = startCluster();
  project.provide('pgUrl', cluster.databaseUrl);
  const [template, image] = await Promise.all([makePostgresTemplate(cluster.databaseUrl), makePgliteImage()]).catch(
    (err: unknown) => {
      cluster.stop();
      throw err;
    },
  );
  project.provide('pgTemplate', template);
  project.provide('pgliteImage', image);
  return () => {
    fs.rmSync(path.dirname(image), { recursive: true, force: true });
    cluster.stop();
  };
}
