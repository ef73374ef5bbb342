import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { expectMessagesInBothLanguages } from '../../test/validation.ts';
import CandidateRegistrationDialog from './CandidateRegistrationDialog.tsx';
import EmployerRegistrationDialog from './EmployerRegistrationDialog.tsx';

let fetch: ReturnType<typeof stubApi>;
beforeEach(() => {
  fetch = stubApi(() => json({ ok: true }));
});
afterEach(() => vi.unstubAllGlobals());

const MISMATCH = [["Passwords don't match", 'A két jelszó nem egyezik']] as const;

describe('candidate registration modal', () => {
  it('shows every message of an empty form in English, then in Hungarian, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<CandidateRegistrationDialog isOpen onClose={() => undefined} />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectMessagesInBothLanguages([
      ['First name is required', 'A keresztnév megadása kötelező'],
      ['Last name is required', 'A vezetéknév megadása kötelező'],
      ['Invalid email address', 'Érvénytelen e-mail-cím'],
      ['Location is required', 'A helyszín megadása kötelező'],
      ['Job category is required', 'A szakterület megadása kötelező'],
      ['Password must be at least 6 characters', 'A jelszónak legalább 6 karakterből kell állnia'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a confirmation that differs on 'Confirm Password', and a CV of the wrong type", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<CandidateRegistrationDialog isOpen onClose={() => undefined} />, { user: null });
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    await user.type(screen.getByLabelText(/Last Name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText(/Current Location/), 'hungary');
    await user.selectOptions(screen.getByLabelText(/Job Category/), 'ai-ml');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/Confirm Password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectMessagesInBothLanguages(MISMATCH);
    expect(screen.getByLabelText(/Confirm Password/).getAttribute('aria-invalid')).toBe('true');

    await user.upload(screen.getByLabelText(/^CV/), new File(['x'], 'cv.txt', { type: 'text/plain' }));
    await expectMessagesInBothLanguages([
      ['Please select a PDF, DOC, or DOCX file.', 'Kérjük, PDF, DOC vagy DOCX formátumú fájlt válasszon.'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('employer registration modal', () => {
  it('shows every message of an empty form in English, then in Hungarian, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmployerRegistrationDialog isOpen onClose={() => undefined} />, { user: null });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectMessagesInBothLanguages([
      ['First name is required', 'A keresztnév megadása kötelező'],
      ['Last name is required', 'A vezetéknév megadása kötelező'],
      ['Invalid email address', 'Érvénytelen e-mail-cím'],
      ['Company name is required', 'A cégnév megadása kötelező'],
      ['Password must be at least 6 characters', 'A jelszónak legalább 6 karakterből kell állnia'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a confirmation that differs on 'Confirm Password'", async () => {
    const user = userEvent.setup();
    renderWithApp(<EmployerRegistrationDialog isOpen onClose={() => undefined} />, { user: null });
    await user.type(screen.getByLabelText(/First Name/), 'Grace');
    await user.type(screen.getByLabelText(/Last Name/), 'Hopper');
    await user.type(screen.getByLabelText(/Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/Company Name/), 'Navy Ltd');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/Confirm Password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectMessagesInBothLanguages(MISMATCH);
    expect(fetch).not.toHaveBeenCalled();
  });
});
