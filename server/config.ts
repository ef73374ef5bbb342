// Configuration from the environment (README "Configuration"). Nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './types.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  ownerEmail?: string;
  ownerPassword?: string;
  sessionSecret?: string;
  /** Seed the demo data: default on the embedded database only (SEED_DEMO=1/0 overrides). */
  seedDemo?: boolean;
  app: Omit<AppConfig, 'sessionSecret'>;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, 'data')),
    ownerEmail: env.OWNER_EMAIL || undefined,
    ownerPassword: env.OWNER_PASSWORD || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    seedDemo:
      env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? undefined : ['1', 'true', 'yes'].includes(env.SEED_DEMO),
    app: {
      env: env.NODE_ENV ?? 'production',
      company: env.COMPANY_NAME ?? 'Portal Talent Partners Ltd',
      brand: env.BRAND_NAME ?? 'Portal Talent',
      domain: env.SITE_DOMAIN ?? 'portaltalent.eu',
      mailFrom: env.MAIL_FROM ?? 'hello@portaltalent.eu',
      smtpUrl: env.SMTP_URL || undefined,
      staffEmail: env.STAFF_EMAIL || env.MAIL_FROM || 'hello@portaltalent.eu',
      mailRetryBaseMs: Number(env.MAIL_RETRY_BASE_MS ?? 30_000),
      staticDir: path.resolve(env.STATIC_DIR ?? path.join(ROOT, 'dist')),
      publicUrl: env.PUBLIC_URL || undefined,
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      loginLimits: {
        perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
        perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 50),
        windowMs: 15 * 60 * 1000,
      },
      uploadLimits: {
        perAddress: Number(env.UPLOAD_LIMIT_PER_ADDRESS ?? 20),
        windowMs: 60 * 60 * 1000,
      },
    },
  };
}
