// Regression tests for the security findings of issue 15, over real HTTP on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, type TestServer } from './harness.ts';

describe.each(['postgresql', 'pglite'] as const)('security findings on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ engine });
  });
  afterAll(() => s.close());

  describe('finding 2: route spelling and the cross-origin check agree', () => {
    it('refuses a foreign-origin upload to /API/upload-cv and stores nothing', async () => {
      const { client } = await s.as('candidate');
      const foreign = { headers: { Origin: 'https://evil.example' } };
      for (const path of ['/API/upload-cv', '/Api/Upload-CV', '/api/upload-cv/', '/API/upload-cv-registration']) {
        const res = await client.upload(path, 'cv.pdf', files.pdf(), 'application/pdf', foreign);
        expect([403, 404], `${path}: ${res.status} ${res.text}`).toContain(res.status);
      }
      const status = await client.get('/api/candidate/cv-status');
      expect(status.body.data.hasExistingCv).toBe(false);
    });

    it('answers routes only under their own spelling', async () => {
      const { client } = await s.as('candidate');
      // Not a route: the body is not even read as an upload (multipart only goes to the upload routes).
      const res = await client.upload('/API/upload-cv', 'cv.pdf', files.pdf(), 'application/pdf');
      expect([404, 415]).toContain(res.status);
      expect((await client.post('/API/auth/logout')).status).toBe(404);
      expect((await client.get('/api/candidate/cv-status')).body.data.hasExistingCv).toBe(false);
      // The right spelling still works.
      expect((await client.upload('/api/upload-cv', 'cv.pdf', files.pdf(), 'application/pdf')).status).toBe(201);
    });

    it('refuses a foreign-origin JSON write under any spelling', async () => {
      const c = s.client();
      for (const path of ['/API/contact', '/api/Contact', '/api/contact']) {
        const res = await c.post(path, {}, { headers: { Origin: 'https://evil.example' } });
        expect(res.status, path).toBe(403);
      }
    });
  });
});
