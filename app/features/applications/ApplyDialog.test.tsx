import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { callsTo, json, jsonBody, later, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { paste } from '../../test/user.ts';
import { ApplyDialog } from './ApplyDialog.tsx';

const JOB = { id: 7, title: 'Data Engineer', company: 'Tisza Analytics' };
const LETTER = 'I have built data platforms for banks for six years.';

const cvStatus = (fileName: string | null) => () =>
  json({
    ok: true,
    data: {
      hasExistingCv: Boolean(fileName),
      cvFileName: fileName,
      cvUrl: fileName ? '/api/files/11111111-1111-1111-1111-111111111111' : null,
    },
  });
const created = () => json({ ok: true, data: { application: { id: 1 } } }, 201);

function renderDialog(onClose = vi.fn()) {
  renderWithApp(<ApplyDialog job={JOB} onClose={onClose} />, { user: makeUser() });
  return { onClose, dialog: () => screen.getByRole('dialog') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apply dialog', () => {
  it('counts the cover letter as n/2000 and enforces 10 to 2000 characters', async () => {
    stubApi({ 'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf') });
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('0/2000')).toBeTruthy();
    const letter = screen.getByLabelText(/Cover Letter/);
    await user.type(letter, 'Too short');
    expect(screen.getByText('9/2000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Cover letter must be at least 10 characters')).toBeTruthy();
    expect(letter.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(letter, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2001/2000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Cover letter must be under 2000 characters')).toBeTruthy();
  });

  it('uses the CV on file by default and sends no upload', async () => {
    const fetch = stubApi({
      'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf'),
      'POST /api/applications': created,
    });
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const existing = await screen.findByRole('radio', { name: /Use my existing CV/ });
    expect((existing as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('On file: Ada_CV.pdf')).toBeTruthy();
    expect(screen.queryByLabelText(/CV file/)).toBeNull();

    await paste(user, screen.getByLabelText(/Cover Letter/), LETTER);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/applications')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/upload-cv')).toHaveLength(0);
    const body = jsonBody(callsTo(fetch, 'POST /api/applications')[0]?.[1]) as Record<string, unknown>;
    expect(body).toMatchObject({ jobId: 7, notes: LETTER });
    expect(body.cvUrl).toBeUndefined();
    expect(typeof body.clientId).toBe('string');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Application submitted!')).toBeTruthy();
  });

  it('checks a new file for type and size before any upload, then uploads and applies', async () => {
    const fetch = stubApi({
      'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf'),
      'POST /api/upload-cv': () =>
        json({ ok: true, filePath: '/api/files/22222222-2222-2222-2222-222222222222', fileName: 'new.pdf' }, 201),
      'POST /api/applications': created,
    });
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.click(await screen.findByRole('radio', { name: /Upload a new CV/ }));
    await paste(user, screen.getByLabelText(/Cover Letter/), LETTER);

    // No file chosen.
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('Please select a CV file or use your existing CV.', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(await screen.findByText('CV required')).toBeTruthy();

    const input = screen.getByLabelText<HTMLInputElement>(/CV file/);
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(
      await screen.findByText('Please select a PDF, DOC, or DOCX file.', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(await screen.findByText('Invalid file type')).toBeTruthy();

    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Please select a file smaller than 5MB.', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(await screen.findByText('File too large')).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/upload-cv')).toHaveLength(0);

    await user.upload(input, new File(['%PDF-1.4 cv'], 'new.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText('Please select a file smaller than 5MB.', { selector: '.field-error' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/applications')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/upload-cv')).toHaveLength(1);
    const body = jsonBody(callsTo(fetch, 'POST /api/applications')[0]?.[1]) as Record<string, unknown>;
    expect(body.cvUrl).toBe('/api/files/22222222-2222-2222-2222-222222222222');
  });

  it('asks for a file when there is no CV on file, and reports a refused upload', async () => {
    const fetch = stubApi({
      'GET /api/candidate/cv-status': cvStatus(null),
      'POST /api/upload-cv': () =>
        json(
          {
            ok: false,
            error: 'Please select a PDF, DOC, or DOCX file.',
            code: 'cvInvalidType',
            fields: { file: 'cvInvalidType' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderDialog();
    const input = await screen.findByLabelText(/CV file/);
    expect(screen.queryByRole('radio')).toBeNull();
    await paste(user, screen.getByLabelText(/Cover Letter/), LETTER);
    await user.upload(input, new File(['not really a pdf'], 'renamed.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('CV upload failed')).toBeTruthy();
    expect(screen.getByText('Please select a PDF, DOC, or DOCX file.', { selector: '.field-error' })).toBeTruthy();
    expect(callsTo(fetch, 'POST /api/applications')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("tells the candidate 'Already applied' on a 409 and keeps the dialog open", async () => {
    stubApi({
      'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf'),
      'POST /api/applications': () =>
        json({ ok: false, error: 'You have already applied for this job.', code: 'alreadyApplied' }, 409),
    });
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.type(await screen.findByLabelText(/Cover Letter/), LETTER);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Already applied')).toBeTruthy();
    expect(screen.getAllByText('You have already applied for this job.').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can be closed by Cancel, Escape and × while sending (a server that does not answer traps nobody)', async () => {
    const answer = later();
    stubApi({ 'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf'), 'POST /api/applications': answer.handler });
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog();
    await paste(user, await screen.findByLabelText(/Cover Letter/), LETTER);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const sending = await within(dialog()).findByRole('button', { name: 'Submitting...' });
    expect(sending).toHaveProperty('disabled', true);
    const cancel = within(dialog()).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveProperty('disabled', false);
    await user.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    await answer.release(created());
    expect(await screen.findByText('Application submitted!')).toBeTruthy();
  });

  it("shows a Hungarian candidate the Hungarian text for the server's code, not its English text", async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    stubApi({
      'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf'),
      'POST /api/applications': () =>
        json({ ok: false, error: 'You have already applied for this job.', code: 'alreadyApplied' }, 409),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox'), LETTER);
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezés elküldése' }));
    expect(await screen.findByText('Már jelentkezett')).toBeTruthy();
    expect(screen.getByText('Erre az állásra már jelentkezett.')).toBeTruthy();
    expect(screen.queryByText('You have already applied for this job.')).toBeNull();
  });

  it('falls back to the generic failure text for a code this app does not know', async () => {
    stubApi({
      'GET /api/candidate/cv-status': cvStatus('Ada_CV.pdf'),
      'POST /api/applications': () =>
        json({ ok: false, error: 'A problem a newer server knows.', code: 'brandNewProblem' }, 409),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.type(await screen.findByLabelText(/Cover Letter/), LETTER);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application failed')).toBeTruthy();
    expect(screen.getByText('Failed to submit application')).toBeTruthy();
    expect(screen.queryByText('A problem a newer server knows.')).toBeNull();
  });

  it('speaks Hungarian', async () => {
    await act(async () => {
      await i18n.changeLanguage('hu');
    });
    stubApi({ 'GET /api/candidate/cv-status': cvStatus(null) });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Jelentkezés elküldése' }));
    expect(await within(dialog).findByText('A motivációs levélnek legalább 10 karakterből kell állnia')).toBeTruthy();
  });
});
