import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SuccessPlanAdminScreen } from './SuccessPlanAdminScreen';
import { SuccessPlansAdminScreen } from './SuccessPlansAdminScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.successPlans.admin;
const entry = {
  id: 5,
  focus_kind: 'pillar',
  focus_ref: 'belonging',
  focus_name: { en: 'Belonging', lv: 'Piederība', ru: 'Принадлежность к школе' },
  title: { en: 'Belonging conversations', lv: 'Piederības sarunas', ru: 'Беседы о принадлежности' },
  why: { en: 'Worries are common.', lv: 'Raizes ir biežas.', ru: 'Тревоги обычны.' },
  steps: { en: '1. Collect stories.', lv: '1. Savāciet stāstus.' },
  time_needed: { en: 'One lesson' },
  sources: [{ title: 'Walton & Cohen (2011), Science 331', url: null }],
  archived: false,
  updated_at: '2026-11-01T10:00:00.000Z',
};
const archived = {
  ...entry,
  id: 6,
  focus_ref: 'safety',
  focus_name: null,
  title: { en: 'Old entry' },
  archived: true,
};

describe('success-plan library screens', () => {
  it('lists the entries with their focus and languages, and finds one by a title in any language', async () => {
    stubApi({ 'GET admin/success-plans': ok([entry, archived]) });
    renderAt(<SuccessPlansAdminScreen />, '/admin/success-plans');
    expect(await screen.findByRole('link', { name: entry.title.en })).toHaveAttribute(
      'href',
      '/admin/success-plans/5',
    );
    // The theme by its name in the library's surveys, its id beneath; an id no survey has, as it is.
    expect(screen.getByText('Theme: Belonging')).toBeInTheDocument();
    expect(screen.getByText('belonging')).toBeInTheDocument();
    expect(screen.getByText('Theme: safety')).toBeInTheDocument();
    // Steps are missing in Russian: not counted as written in it.
    expect(screen.getByText('EN, LV')).toBeInTheDocument();
    expect(screen.getByText(texts.archived)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: en.resource_pages.search }), 'piederības');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old entry' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: entry.title.en })).toBeInTheDocument();
  });

  it('keeps the theme chosen when it is picked again (a select does not empty itself)', async () => {
    stubApi({});
    renderAt(<SuccessPlanAdminScreen />, '/admin/success-plans/:id', '/admin/success-plans/new');
    const kind = await screen.findByRole('textbox', { name: texts.kind });
    expect(kind).toHaveValue(en.successPlans.kind.pillar);
    await userEvent.click(kind);
    await userEvent.click(
      await screen.findByRole('option', { name: en.successPlans.kind.pillar, hidden: true }),
    );
    expect(kind).toHaveValue(en.successPlans.kind.pillar);
  });

  it('edits an entry per language and saves only the languages written, with its sources', async () => {
    const api = stubApi({
      'GET admin/success-plans/5': ok(entry),
      'PATCH admin/success-plans/5': ok({ ...entry, time_needed: { en: 'One lesson', ru: 'Один урок' } }),
    });
    renderAt(<SuccessPlanAdminScreen />, '/admin/success-plans/:id', '/admin/success-plans/5');
    const russian = await screen.findByRole('textbox', { name: `${texts.time_needed} (Русский)` });
    expect(screen.getByRole('textbox', { name: `${texts.entry_title} (Latviešu)` })).toHaveValue(
      'Piederības sarunas',
    );
    await userEvent.type(russian, 'Один урок');
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    await waitFor(() => expect(api.callsTo('PATCH', 'admin/success-plans/5')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'admin/success-plans/5')[0].body).toEqual({
      focus_kind: 'pillar',
      focus_ref: 'belonging',
      title: entry.title,
      why: entry.why,
      steps: entry.steps,
      time_needed: { en: 'One lesson', ru: 'Один урок' },
      sources: entry.sources,
      archived: false,
    });
  });
});
