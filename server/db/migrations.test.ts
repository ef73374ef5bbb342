// The server runs the migrations on the list in migrations/index.ts (bundled into the built server): a file
// in the folder missing from it would never run, and an entry loading another file would run that one twice.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../migrations/index.ts';
import { fromRoot } from '../paths.ts';

describe('the migration list', () => {
  it('names every migration file in migrations/, oldest first, each loading its own file', async () => {
    const files = fs
      .readdirSync(fromRoot('migrations'))
      .filter((f) => /^\d{14}_.*\.ts$/.test(f))
      .sort();
    expect(Object.keys(MIGRATIONS)).toEqual(files);
    for (const [name, load] of Object.entries(MIGRATIONS)) {
      expect(await load(), name).toBe(await import(/* @vite-ignore */ `../../migrations/${name}`));
    }
  });
});
