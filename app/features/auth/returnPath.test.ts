import { describe, expect, it } from 'vitest';
import { loginWithReturn, safeReturnPath } from './returnPath.ts';

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeReturnPath('/jobs/senior-dev?apply=1', 'candidate')).toBe('/jobs/senior-dev?apply=1');
    expect(safeReturnPath('/candidate/applications', 'candidate')).toBe('/candidate/applications');
    expect(safeReturnPath('/about#team', 'employer')).toBe('/about#team');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/jobs'],
    ['backslash', '/\\evil.com'],
    ['backslashes', '\\\\evil.com'],
    ['absolute URL', 'https://x'],
    ['absolute URL to this path', 'https://evil.com/jobs'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash', '/javascript:alert(1)'],
    ['relative path', 'jobs/1'],
    ['encoded //', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded //', '/%252F%252Fevil.com'],
    ['encoded scheme', '%68ttps://evil.com'],
    ['encoded javascript:', '%6Aavascript:alert(1)'],
    ['tab inside //', '/\t/evil.com'],
    ['encoded newline', '/%0A/evil.com'],
    ['malformed encoding', '/jobs/%E0%A4%A'],
    ['the login page itself', '/login?next=/jobs'],
    ['double slash later in the path', '/jobs//evil.com'],
  ])('sends a candidate home for %s', (_name, next) => {
    expect(safeReturnPath(next, 'candidate')).toBe('/candidate/jobs');
  });

  it('lets staff and employers follow only their own area or a public page', () => {
    expect(safeReturnPath('/employer/jobs', 'employer')).toBe('/employer/jobs');
    expect(safeReturnPath('/candidate/jobs', 'employer')).toBe('/employer/dashboard');
    expect(safeReturnPath('/admin/users', 'employer')).toBe('/employer/dashboard');
    expect(safeReturnPath('/%61dmin/users', 'employer')).toBe('/employer/dashboard');
    expect(safeReturnPath('/jobs/senior-dev?apply=1', 'employer')).toBe('/jobs/senior-dev?apply=1');
    expect(safeReturnPath('/admin/users', 'owner')).toBe('/admin/users');
    expect(safeReturnPath('/admin/users', 'admin')).toBe('/admin/users');
    expect(safeReturnPath('/employer/dashboard', 'admin')).toBe('/admin/dashboard');
    expect(safeReturnPath('/employer/dashboard', 'candidate')).toBe('/candidate/jobs');
  });
});

describe('loginWithReturn', () => {
  it('carries a same-site path, encoded', () => {
    expect(loginWithReturn('/jobs/senior-dev?apply=1')).toBe('/login?next=%2Fjobs%2Fsenior-dev%3Fapply%3D1');
  });
  it('carries nothing unsafe and never the login page', () => {
    expect(loginWithReturn('//evil.com')).toBe('/login');
    expect(loginWithReturn('/login')).toBe('/login');
  });
});
