import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { libraryRow, schoolRow } from '../../test/adminSurveysTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SurveyLibraryScreen } from './SurveyLibraryScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/survey/surveys';
const listed = (rows: unknown[], total = rows.length) => ({
  status: 200,
  body: { status: 200, data: rows, meta: { total, limit: 25, offset: 0 } },
});
const requestedUrls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

describe('SurveyLibraryScreen', () => {
  it('lists library and school surveys with owner, version, tags and periods, and filters by audience', async () => {
    const api = stubApi({
      'GET admin/surveys': [listed([libraryRow, schoolRow], 60), listed([schoolRow])],
      'GET admin/survey-tags': ok([{ id: 3, name: libraryRow.tags[0].name, survey_count: 1 }]),
    });
    renderAt(<SurveyLibraryScreen />, path);
    expect(await screen.findByRole('link', { name: 'Student wellbeing' })).toHaveAttribute(
      'href',
      '/survey/poll/5',
    );
    expect(screen.getByText('Demo Secondary School')).toBeInTheDocument();
    expect(screen.getAllByText(en.admin_surveys.library).length).toBeGreaterThan(0);
    expect(screen.getByText('v2, Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByText(en.admin_surveys.not_published)).toBeInTheDocument();
    expect(screen.getByText('60 surveys')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.admin_surveys.page_next })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: en.admin_surveys.filters.audience }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parents', hidden: true }));
    await waitFor(() => expect(api.callsTo('GET', 'admin/surveys')).toHaveLength(2));
    expect(requestedUrls().some((url) => url.includes('audience=parent') && url.includes('offset=0'))).toBe(
      true,
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Student wellbeing' })).not.toBeInTheDocument(),
    );
  });

  it('says when nothing matches, and shows a refusal', async () => {
    stubApi({ 'GET admin/surveys': listed([]), 'GET admin/survey-tags': ok([]) });
    const first = renderAt(<SurveyLibraryScreen />, path);
    expect(await screen.findByText(en.admin_surveys.none)).toBeInTheDocument();
    first.unmount();
    stubApi({
      'GET admin/surveys': failure(403, 'forbidden', 'Only a super-admin can do this'),
      'GET admin/survey-tags': ok([]),
    });
    renderAt(<SurveyLibraryScreen />, path);
    expect(await screen.findByText('Only a super-admin can do this')).toBeInTheDocument();
  });
});
