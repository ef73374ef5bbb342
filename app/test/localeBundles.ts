// Test helper: every en/hu locale pair of the app, found on disk (the core pair in app/i18n/locales and
// one pair per feature in app/features/<feature>/locales), so a new feature's texts are checked without
// anyone remembering to list them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '../../server/contract/index.ts';

export type Tree = { [k: string]: string | Tree };

export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface LocaleBundle {
  /** 'core' or the feature folder's name. */
  name: string;
  /** The folder whose code owns the bundle (its i18n.ts adds it to i18next); null for the core bundle. */
  featureDir: string | null;
  enPath: string;
  en: Tree;
  hu: Tree;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;

export function localeBundles(): LocaleBundle[] {
  // The English of the error codes is the contract's text (app/i18n/index.ts adds it), not in en.json.
  const core: LocaleBundle = {
    name: 'core',
    featureDir: null,
    enPath: join(APP_DIR, 'i18n/locales/en.json'),
    en: { ...readJson(join(APP_DIR, 'i18n/locales/en.json')), server: { ...MSG } },
    hu: readJson(join(APP_DIR, 'i18n/locales/hu.json')),
  };
  const featuresDir = join(APP_DIR, 'features');
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(featuresDir, d.name, 'locales')))
    .map((d): LocaleBundle => {
      const dir = join(featuresDir, d.name);
      return {
        name: d.name,
        featureDir: dir,
        enPath: join(dir, 'locales/en.json'),
        en: readJson(join(dir, 'locales/en.json')),
        hu: readJson(join(dir, 'locales/hu.json')),
      };
    });
  return [core, ...features];
}

/** [dotted key, text] for every leaf of a locale tree. */
export function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`),
  );
}

export const rel = (path: string) => relative(APP_DIR, path);
