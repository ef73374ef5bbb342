// A throwaway PostgreSQL cluster (scripts/pg-cluster.sh) from TypeScript: the server tests' global setup,
// the fault test and the benches start one on a free loopback port and stop it (folder deleted) after.
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SCRIPT = fileURLToPath(new URL('../pg-cluster.sh', import.meta.url));
const run = promisify(execFile);

export interface Cluster {
  dir: string;
  databaseUrl: string;
  /** Stops the server and deletes its folder. */
  stop(): void;
  /** Fault tests: take the server away (`halt`), bring it back (`resume`) or both at once (`restart`). */
  fault(command: 'halt' | 'resume' | 'restart'): Promise<void>;
}

export function startCluster(): Cluster {
  const out = execFileSync('bash', [SCRIPT, 'start'], { encoding: 'utf8' });
  const [, dir, databaseUrl] = /DIR=(.*)\nDATABASE_URL=(.*)/.exec(out) ?? [];
  if (!dir || !databaseUrl) throw new Error(`Could not start PostgreSQL:\n${out}`);
  return {
    dir,
    databaseUrl,
    stop: () => execFileSync('bash', [SCRIPT, 'stop', dir]),
    fault: async (command) => {
      await run('bash', [SCRIPT, command, dir]);
    },
  };
}
