import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { allowPermission, applyBadgeCount, askWhereToSave, badgeCountFrom, saveDialogOptionsFor } from './live';

const server = 'https://portal.example.com';

describe('the app badge', () => {
  it("shows the portal page's pending-work count", () => {
    const app = { setBadgeCount: vi.fn(() => true) };
    expect(applyBadgeCount(app, 'https://portal.example.com/admin/dashboard', server, 4)).toBe(true);
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(4);
    expect(applyBadgeCount(app, 'https://portal.example.com/admin/dashboard', server, 0)).toBe(true);
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(0);
  });

  it('ignores a count from another origin, and anything that is not a count', () => {
    const app = { setBadgeCount: vi.fn(() => true) };
    expect(applyBadgeCount(app, 'https://evil.example/', server, 4)).toBe(false);
    expect(applyBadgeCount(app, undefined, server, 4)).toBe(false);
    for (const bad of [-1, 1.5, Number.NaN, 10_000, '3', null, {}]) {
      expect(badgeCountFrom(bad)).toBeNull();
      expect(applyBadgeCount(app, `${server}/admin`, server, bad)).toBe(false);
    }
    expect(app.setBadgeCount).not.toHaveBeenCalled();
  });
});

describe('permissions', () => {
  it('allows notifications to the portal only, and nothing else', () => {
    expect(allowPermission('notifications', `${server}/admin/dashboard`, server)).toBe(true);
    expect(allowPermission('notifications', server, server)).toBe(true);
    expect(allowPermission('notifications', 'https://elsewhere.example/', server)).toBe(false);
    expect(allowPermission('notifications', undefined, server)).toBe(false);
    for (const other of ['media', 'geolocation', 'clipboard-read', 'openExternal'])
      expect(allowPermission(other, `${server}/admin`, server)).toBe(false);
  });
});

describe('downloads', () => {
  const downloads = path.join('/home', 'staff', 'Downloads');

  it('asks where to save a CSV export or a PDF in a native dialog, in Downloads under its own name', () => {
    const item = { getFilename: () => 'applications-2026-11-28.csv', setSaveDialogOptions: vi.fn() };
    askWhereToSave(item, downloads);
    expect(item.setSaveDialogOptions).toHaveBeenCalledWith({
      title: 'applications-2026-11-28.csv',
      defaultPath: path.join(downloads, 'applications-2026-11-28.csv'),
      filters: [
        { name: 'CSV', extensions: ['csv'] },
        { name: 'All files', extensions: ['*'] },
      ],
    });
    expect(saveDialogOptionsFor('Invoice PT-2026-0001.PDF', downloads).filters?.[0]).toEqual({
      name: 'PDF',
      extensions: ['pdf'],
    });
  });

  it('never lets a file name choose another folder', () => {
    expect(saveDialogOptionsFor('../../etc/passwd', downloads).defaultPath).toBe(path.join(downloads, 'passwd'));
    expect(saveDialogOptionsFor('..\\..\\evil.csv', downloads).defaultPath).toBe(path.join(downloads, 'evil.csv'));
    expect(saveDialogOptionsFor('', downloads)).toMatchObject({
      defaultPath: path.join(downloads, 'download'),
      filters: [{ name: 'All files', extensions: ['*'] }],
    });
  });
});
