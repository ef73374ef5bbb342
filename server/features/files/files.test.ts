// CV uploads at the edges: the registration upload (no account needed) with its per-address limit
// and its purge of files nobody took up, broken multipart bodies, look-alike Office files, file ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startServer, zipOf, type TestServer } from '../../test/harness.ts';
import { detectCvType, purgeOrphanFiles } from './repo.ts';

let s: TestServer;
// TRUST_PROXY lets each test speak from its own address (X-Forwarded-For), so the upload limit of
// one test does not spill into another.
beforeAll(async () => {
  s = await startServer({ env: { TRUST_PROXY: '1', UPLOAD_LIMIT_PER_ADDRESS: '3' } });
});
afterAll(() => s.close());

let n = 0;
const from = () => ({ headers: { 'X-Forwarded-For': `203.0.113.${++n}` } });
const sized = (bytes: number) => Buffer.concat([files.pdf(), Buffer.alloc(bytes - files.pdf().length)]);

describe('POST /api/upload-cv-registration', () => {
  it("refuses a file of 5 MB or more with 413 and a wrong type with 400, with the spec's texts", async () => {
    const addr = from();
    const big = await s
      .client()
      .upload('/api/upload-cv-registration', 'cv.pdf', sized(5 * 1024 * 1024), 'application/pdf', addr);
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ ok: false, error: 'Please select a file smaller than 5MB.' });
    const bigger = await s
      .client()
      .upload('/api/upload-cv-registration', 'cv.pdf', sized(5 * 1024 * 1024 + 4096), 'application/pdf', addr);
    expect(bigger.status).toBe(413);
    expect(bigger.body.error).toBe('Please select a file smaller than 5MB.');
    const exe = await s
      .client()
      .upload('/api/upload-cv-registration', 'cv.pdf', files.exe(), 'application/pdf', from());
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Please select a PDF, DOC, or DOCX file.',
      code: 'cvInvalidType',
      fields: { file: 'cvInvalidType' },
    });
  });

  it('limits uploads per address with a clear 429, other addresses unaffected', async () => {
    const addr = from();
    for (let i = 0; i < 3; i++) {
      expect(
        (await s.client().upload('/api/upload-cv-registration', 'cv.pdf', files.pdf(), 'application/pdf', addr)).status,
      ).toBe(201);
    }
    const blocked = await s
      .client()
      .upload('/api/upload-cv-registration', 'cv.pdf', files.pdf(), 'application/pdf', addr);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      ok: false,
      requestId: expect.any(String),
      error: 'Too many uploads. Please try again later.',
      code: 'tooManyUploads',
    });
    expect(
      (await s.client().upload('/api/upload-cv-registration', 'cv.pdf', files.pdf(), 'application/pdf', from())).status,
    ).toBe(201);
  });

  it('answers a broken multipart body with 400, never 500', async () => {
    const post = (body: string, type: string) =>
      s.client().post('/api/upload-cv-registration', body, { headers: { 'Content-Type': type, ...from().headers } });
    const noBoundary = await post('--x\r\n\r\nhello\r\n--x--\r\n', 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    const truncated = await post(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut',
      'multipart/form-data; boundary=x',
    );
    expect(truncated.status).toBe(400);
    const noName = await post(
      '--x\r\nContent-Disposition: form-data; filename="cv.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n',
      'multipart/form-data; boundary=x',
    );
    expect(noName.status).toBe(400);
    const badHeader = await post('--x\r\nnot a header\r\n\r\n%PDF-1.4\r\n--x--\r\n', 'multipart/form-data; boundary=x');
    expect(badHeader.status).toBe(400);
    for (const res of [noBoundary, truncated, noName, badHeader]) expect(res.body.ok).toBe(false);
  });
});

describe('CV type by content', () => {
  it('takes an OLE2 file as .doc only when it holds a WordDocument stream', async () => {
    expect(detectCvType(files.doc())?.ext).toBe('.doc');
    expect(detectCvType(files.xls())).toBeNull();
    const { client } = await s.as('candidate');
    const xls = await client.upload('/api/upload-cv', 'budget.doc', files.xls(), 'application/msword');
    expect(xls.status).toBe(400);
    expect(xls.body.error).toBe('Please select a PDF, DOC, or DOCX file.');
    expect((await client.upload('/api/upload-cv', 'cv.doc', files.doc(), 'application/msword')).status).toBe(201);
  });

  it("takes a zip as .docx only when it holds Word's parts", () => {
    expect(detectCvType(files.docx())?.ext).toBe('.docx');
    const xlsx = zipOf({
      '[Content_Types].xml':
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      'xl/workbook.xml': '<workbook/>',
    });
    expect(detectCvType(xlsx)).toBeNull();
  });

  // A zip that merely held the two names was stored as a .docx.
  const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  const TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
  const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const types = (partName = '/word/document.xml', contentType = WORD_MAIN) =>
    `<?xml version="1.0"?><Types xmlns="${TYPES_NS}"><Override PartName="${partName}" ContentType="${contentType}"/></Types>`;
  const document = `<w:document xmlns:w="${WORD_NS}"><w:body/></w:document>`;
  const fakes: [string, Buffer][] = [
    ['the two names as empty files', zipOf({ '[Content_Types].xml': '', 'word/document.xml': '' })],
    [
      'the two names in another file’s text',
      zipOf({ 'readme.txt': 'word/document.xml and [Content_Types].xml', 'payload.exe': files.exe() }),
    ],
    [
      'the names written after a zip header, no zip',
      Buffer.concat([
        Buffer.from('PK\x03\x04', 'latin1'),
        Buffer.alloc(26),
        Buffer.from('[Content_Types].xml...word/document.xml'),
      ]),
    ],
    ['content types that do not parse', zipOf({ '[Content_Types].xml': '<Types', 'word/document.xml': document })],
    [
      'content types of another vocabulary',
      zipOf({ '[Content_Types].xml': types().replace(TYPES_NS, 'urn:x'), 'word/document.xml': document }),
    ],
    [
      'no WordprocessingML main part declared',
      zipOf({ '[Content_Types].xml': types('/word/document.xml', 'application/xml'), 'word/document.xml': document }),
    ],
    [
      'the declared part missing',
      zipOf({ '[Content_Types].xml': types('/word/other.xml'), 'word/document.xml': document }),
    ],
    [
      'a document part that is no Word document',
      zipOf({ '[Content_Types].xml': types(), 'word/document.xml': '<html/>' }),
    ],
    ['a document part that is not XML', zipOf({ '[Content_Types].xml': types(), 'word/document.xml': files.exe() })],
    ['a zip cut short', files.docx().subarray(0, 200)],
  ];

  it.each(fakes)('refuses a fake .docx: %s', (_, data) => {
    expect(detectCvType(data)).toBeNull();
  });

  it('refuses a fake .docx upload with the unsupported-file answer, and stores a real one', async () => {
    const { client } = await s.as('candidate');
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    for (const [what, data] of fakes) {
      const res = await client.upload('/api/upload-cv', 'cv.docx', data, docx);
      expect(res.status, what).toBe(400);
      expect(res.body.error, what).toBe('Please select a PDF, DOC, or DOCX file.');
    }
    const real = await client.upload('/api/upload-cv', 'cv.docx', files.docx('Anna Kovács'), docx);
    expect(real.status).toBe(201);
    expect((await client.get(real.body.filePath)).headers.get('content-type')).toBe(docx);
  });
});

describe('GET /api/files/:id', () => {
  it('answers 404 to an id that is not a UUID', async () => {
    const { client } = await s.as('admin');
    for (const id of [
      '-'.repeat(36),
      'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
      '123',
      '00000000-0000-4000-8000-00000000000g',
    ]) {
      const res = await client.get(`/api/files/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe('Not found');
    }
  });
});

describe('purging files nobody took up', () => {
  it('deletes ownerless uploads older than a day that no registration or application names', async () => {
    const up = async () =>
      (await s.client().upload('/api/upload-cv-registration', 'cv.pdf', files.pdf(), 'application/pdf', from())).body
        .filePath as string;
    const idOf = (p: string) => p.split('/').pop()!;
    const [orphan, registered, applied, fresh] = [await up(), await up(), await up(), await up()];
    const cand = await s.as('candidate');
    const owned = (await cand.client.upload('/api/upload-cv', 'mine.pdf', files.pdf())).body.filePath as string;
    // A visitor registers with one upload; a candidate's application names another.
    expect(
      (
        await s.client().post('/api/candidate-register', {
          firstName: 'Eva',
          lastName: 'Novak',
          email: 'eva@example.sk',
          currentLocation: 'hungary',
          jobCategory: 'devops',
          cvFile: registered,
        })
      ).status,
    ).toBe(201);
    const { client: emp } = await s.as('employer');
    const jobId = (
      await emp.post('/api/employer/jobs', {
        title: 'Purge Tester',
        company: 'Acme',
        location: 'Budapest',
        type: 'full-time',
        category: 'it',
        description: 'A job long enough to pass the fifty character minimum of the job form.',
      })
    ).body.data.job.id;
    const [app] = await s
      .db('applications')
      .insert({ job_id: jobId, candidate_id: cand.user.id, cv_file_id: idOf(applied) })
      .returning('id');
    expect(app).toBeTruthy();
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await s.db('files').whereIn('id', [orphan, registered, applied, owned].map(idOf)).update({ created_at: dayAgo });

    expect(await purgeOrphanFiles(s.db)).toBe(1);
    const left = new Set(await s.db('files').pluck('id'));
    expect(left.has(idOf(orphan))).toBe(false);
    for (const kept of [registered, applied, fresh, owned]) expect(left.has(idOf(kept)), kept).toBe(true);
  });
});
