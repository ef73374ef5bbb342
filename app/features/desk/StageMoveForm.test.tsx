// The one stage-move form of the panel and the pipeline: a message stage opens the message
// filled in from the template in the candidate's language, editable; 'send nothing' sends null; other
// stages send no message; an unknown placeholder is refused before sending.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDraft } from '../../../server/contract/index.ts';
import { callsTo, json, sentBody, stubApi } from '../../test/api.ts';
import { makeUser, renderWithApp } from '../../test/render.tsx';
import { StageMoveForm } from './StageMoveForm.tsx';
import './i18n.ts';

afterEach(() => vi.unstubAllGlobals());
const employer = makeUser({ id: 3, role: 'employer' });
const DRAFT: MessageDraft = {
  stage: 'rejected',
  language: 'hu',
  subject: 'Jelentkezése: Risk Analyst – Kék Bank',
  body: 'Kedves Kovács Anna!\n\nKöszönjük a jelentkezését.',
};

function setUp() {
  const fetch = stubApi({
    'GET /api/employer/applications/7/message?stage=rejected': () => json({ ok: true, data: DRAFT }),
    'PUT /api/employer/applications/7/stage': () => json({ ok: true, data: {} }),
  });
  renderWithApp(<StageMoveForm area="employer" id={7} current="review" label="Move to stage" />, {
    path: '/employer/applications/7',
    user: employer,
  });
  return { fetch, user: userEvent.setup() };
}

describe('StageMoveForm', () => {
  it('fills the message from the template in the candidate’s language; the edited message is sent', async () => {
    const { fetch, user } = setUp();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'rejected');
    const body = await screen.findByLabelText('Message');
    expect(screen.getByText('In the candidate’s language: Hungarian')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe(DRAFT.subject);
    expect((body as HTMLTextAreaElement).value).toBe(DRAFT.body);
    await user.type(body, ' Sok sikert, {{name}!');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'PUT /api/employer/applications/7/stage')).toHaveLength(1));
    expect(sentBody(fetch, 1)).toEqual({
      stage: 'rejected',
      message: { subject: DRAFT.subject, body: `${DRAFT.body} Sok sikert, {name}!` },
    });
  });

  it("'send nothing' moves with no message", async () => {
    const { fetch, user } = setUp();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'rejected');
    await user.click(await screen.findByRole('radio', { name: 'Send nothing' }));
    expect(screen.queryByLabelText('Message')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'PUT /api/employer/applications/7/stage')).toHaveLength(1));
    expect(sentBody(fetch, 1)).toEqual({ stage: 'rejected', message: null });
  });

  it('a stage without a message sends the stage alone; an unknown placeholder is refused before sending', async () => {
    const { fetch, user } = setUp();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'rejected');
    const body = await screen.findByLabelText('Message');
    await user.type(body, ' {{salary}');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Use only these placeholders: {name}, {job} and {company}.',
    );
    expect(callsTo(fetch, 'PUT /api/employer/applications/7/stage')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'submitted');
    expect(screen.queryByTestId('stage-message')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'PUT /api/employer/applications/7/stage')).toHaveLength(1));
    expect(sentBody(fetch, 1)).toEqual({ stage: 'submitted' });
  });

  it('a move the server never answers says so in the form and keeps the chosen stage for another try', async () => {
    let reachable = false;
    const fetch = stubApi({
      'PUT /api/employer/applications/7/stage': () =>
        reachable ? json({ ok: true, data: {} }) : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithApp(<StageMoveForm area="employer" id={7} current="review" label="Move to stage" />, {
      path: '/employer/applications/7',
      user: employer,
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Move to stage'), 'submitted');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    // The form's own sentence (the toast, also an alert, leaves after a few seconds).
    const form = within(screen.getByRole('button', { name: 'Move' }).closest('form')!);
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toMatch(/^The application could not be moved\. \S/);
    expect(screen.getByLabelText<HTMLSelectElement>('Move to stage').value).toBe('submitted');
    expect(screen.getByRole('button', { name: 'Move' })).toHaveProperty('disabled', false);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(callsTo(fetch, 'PUT /api/employer/applications/7/stage')).toHaveLength(2));
    await vi.waitFor(() => expect(form.queryByRole('alert')).toBeNull());
  });
});
