// Starts one throwaway PostgreSQL cluster for the server test run (scripts/pg-cluster.sh) and stops
// it afterwards; each test file makes its own database in it (see harness.ts), copied from a template
// migrated here once, and each embedded (PGlite) test server loads a migrated image made here once
// (test/templates.ts).
import fs from 'node:fs';
import path from 'node:path';
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
  const cluster = startCluster();
  let image: string | undefined;
  try {
    project.provide('pgUrl', cluster.databaseUrl);
    const [template, file] = await Promise.all([makePostgresTemplate(cluster.databaseUrl), makePgliteImage()]);
    image = file;
    project.provide('pgTemplate', template);
    project.provide('pgliteImage', file);
  } catch (err) {
    cluster.stop();
    throw err;
  }
  return () => {
    fs.rmSync(path.dirname(image!), { recursive: true, force: true });
    cluster.stop();
  };
}
