import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import type { PlanDetail, PublicPlan } from '../../queries/actionPlans';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { PublishPanel } from './PublishPanel';

afterEach(() => vi.unstubAllGlobals());

const figures = {
  before: { periodId: 3, name: 'Pavasaris 2026', respondents: 430 },
  after: null,
  moved: false,
  focus: [
    {
      kind: 'pillar',
      ref: 'teaching',
      goal: 65,
      name: { en: 'Teaching and learning' },
      parent_name: null,
      before: { score: 60.5, favourable: 53, hidden: null },
      after: null,
      verdict: null,
      goal_met: null,
    },
  ],
} as unknown as PlanDetail['figures'];
const plan = { id: 12, title: 'Feedback that helps', published: null, can_edit: true, figures } as PlanDetail;
const preview: PublicPlan = {
  title: 'Feedback that helps',
  description: 'One feedback routine in every department.',
  school: 'Demo Secondary School',
  published_at: null,
  figures,
  progress: { done: 0, total: 1, overdue: 0 },
  actions: [{ title: 'Agree one routine', status: 'planned', due_on: null }],
};

describe('publishing a plan', () => {
  it('shows the public page as it will be read before anything is public, and publishes only from there', async () => {
    const api = stubApi({
      'GET action-plans/12/public-preview': ok(preview),
      'POST action-plans/12/publish': ok({ ...plan, published: { token: 't', at: '2026-12-07T10:00:00Z' } }),
    });
    const user = userEvent.setup();
    renderAt(<PublishPanel plan={plan} />, '/school/action-plans/:id', '/school/action-plans/12');
    await user.click(screen.getByRole('button', { name: en.actionPlans.publish.preview }));
    const dialog = await screen.findByRole('dialog', { name: en.actionPlans.publish.preview_title });
    expect(await within(dialog).findByRole('heading', { name: 'Feedback that helps' })).toBeInTheDocument();
    expect(within(dialog).getByText('Agree one routine')).toBeInTheDocument();
    expect(within(dialog).getByText('60.5 · 53%')).toBeInTheDocument();
    expect(api.callsTo('POST', 'action-plans/12/publish')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: en.actionPlans.publish.publish }));
    await waitFor(() => expect(api.callsTo('POST', 'action-plans/12/publish')).toHaveLength(1));
    expect(api.callsTo('POST', 'action-plans/12/publish')[0].body).toEqual({ published: true });
  });
});
