// Which portal server the desktop app opens: --server=URL, then PORTAL_SERVER_URL, then the saved
// choice, then the local default. Pure, unit-tested.
export const DEFAULT_SERVER_URL = 'http://localhost:3000';
const START_PATH = '/admin/login';

export function resolveServerUrl(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  saved?: string,
): string {
  const fromArgs = argv.find((a) => a.startsWith('--server='))?.slice('--server='.length);
  for (const candidate of [fromArgs, env.PORTAL_SERVER_URL, saved]) {
    const url = normalise(candidate);
    if (url) return url;
  }
  return DEFAULT_SERVER_URL;
}

export function normalise(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const startUrl = (serverUrl: string) => new URL(START_PATH, serverUrl).toString();
