// The texts the server draws its pages with (app/serverRender.tsx): one i18next instance per language,
// sharing the app's store, whose answers are kept. i18next's t() resolves a key afresh on every call (the
// language chain, the namespaces, plurals, interpolation, and a copy of all its options), which was about
// a quarter of a /jobs draw; a draw asks the same few hundred texts as the one before it, and on the
// server the texts of a language change only when a feature's texts join the store (its module loads).
// The browser keeps i18next as it is: these are the same answers, so its first render matches the markup.
import type { i18n as I18n, TFunction } from 'i18next';
import type { Language } from '../../server/contract/index.ts';
import { i18n } from './index.ts';

/** Answers kept per language: enough for every text of the public pages with their counts and names; past
 * it (a text per job title, say) the kept answers start again, so memory stays bounded. */
const KEPT_MAX = 5_000;

const isPlain = (v: unknown) => v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v);

/** A t() that keeps its answers for a key with no options or plain ones (strings, numbers, booleans). */
function keeping(t: TFunction): TFunction {
  const kept = new Map<string, string>();
  const keptT = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const plain =
      typeof key === 'string' &&
      rest.length === 0 &&
      (options === undefined ||
        (typeof options === 'object' && options !== null && Object.values(options).every(isPlain)));
    if (!plain) return (t as (...args: unknown[]) => unknown)(key, options, ...rest);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    const found = kept.get(id);
    if (found !== undefined) return found;
    const text = (t as (key: string, options?: unknown) => unknown)(key, options);
    if (typeof text === 'string') {
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(id, text);
    }
    return text;
  };
  // i18next's fixed t carries these (not in its type), which react-i18next and i18next read.
  const { lng, lngs, ns, keyPrefix } = t as unknown as Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;
  return Object.assign(keptT, { lng, lngs, ns, keyPrefix }) as unknown as TFunction;
}

const instances = new Map<Language, I18n>();

/** The server's texts in `lang` (the language never changes: a draw in the other language takes the other
 * instance). Call once that language's core texts are loaded. */
export function keptTexts(lang: Language): I18n {
  const made = instances.get(lang);
  if (made) return made;
  const texts = i18n.cloneInstance({ lng: lang, initAsync: false });
  const fixed = new Map<string, TFunction>();
  // A feature's texts joined the shared store: answers kept before (a key not found then) may differ now.
  texts.store.on('added', () => fixed.clear());
  const getFixedT = texts.getFixedT.bind(texts);
  texts.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const [lng, ns, keyPrefix, fixedOptions] = args as unknown[];
    // A key prefix given as a selector function has no text to key it by.
    if (typeof keyPrefix === 'function') return getFixedT(...args);
    const id = `${String(lng)}|${String(ns)}|${String(keyPrefix)}|${String((fixedOptions as { scopeNs?: unknown } | undefined)?.scopeNs)}`;
    let t = fixed.get(id);
    if (!t) {
      t = keeping(getFixedT(...args));
      fixed.set(id, t);
    }
    return t;
  }) as I18n['getFixedT'];
  instances.set(lang, texts);
  return texts;
}
