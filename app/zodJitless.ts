// Zod (loaded later, with the forms and the sync) probes `new Function` to decide whether it may compile
// its parsers; under this app's CSP (no 'unsafe-eval') that probe is reported as a CSP violation in the
// console (Lighthouse's best-practices audit 'inspector-issues'). jitless skips the probe. Zod reads this
// global config when it loads, so it is set first thing in the entry, at no cost in bytes.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
