import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { documentReply } from '../../test/adminSurveysTestData';
import { failure, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { SurveyDocumentScreen } from './SurveyDocumentScreen';

afterEach(() => vi.unstubAllGlobals());

const path = '/survey/survey/:id';

describe('SurveyDocumentScreen', () => {
  it('renders the latest version with types, marks and skip rules in words, and switches language', async () => {
    const api = stubApi({ 'GET admin/surveys/5/versions/latest': ok(documentReply) });
    renderAt(<SurveyDocumentScreen />, path, '/survey/survey/5');
    expect(await screen.findByRole('heading', { name: 'Wellbeing' })).toBeInTheDocument();
    expect(screen.getByText('1. Which grade are you in?')).toBeInTheDocument();
    expect(screen.getAllByText(en.admin_surveys.document.reverse).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Pillar: Belonging').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Shown only if/).length).toBeGreaterThan(0);
    expect(api.calls[0].path).toBe('admin/surveys/5/versions/latest');

    await userEvent.click(screen.getByText('Latviešu'));
    expect(await screen.findByRole('heading', { name: 'Labsajūta' })).toBeInTheDocument();
    expect(screen.getByText('1. Kurā klasē tu mācies?')).toBeInTheDocument();
  });

  it('gives a 0–10 question the generic ends only when its text does not name its own', async () => {
    const content = structuredClone(documentReply.version.content);
    const rating = content.modules.flatMap((module) => module.questions).find((q) => q.id === 'recommend');
    if (!rating) throw new Error('the fixture has no rating question');
    stubApi({ 'GET admin/surveys/5/versions/latest': ok(documentReply) });
    const first = renderAt(<SurveyDocumentScreen />, path, '/survey/survey/5');
    expect(await screen.findByText(/^0 \(.+\) … 10 \(.+\)$/)).toBeInTheDocument();
    first.unmount();

    rating.text = { en: 'Would you recommend the school? (0 = never, 10 = surely)' };
    stubApi({
      'GET admin/surveys/5/versions/latest': ok({
        ...documentReply,
        version: { ...documentReply.version, content },
      }),
    });
    renderAt(<SurveyDocumentScreen />, path, '/survey/survey/5');
    expect(await screen.findByText('0 … 10')).toBeInTheDocument();
    expect(screen.queryByText(/^0 \(.+\) … 10 \(.+\)$/)).not.toBeInTheDocument();
  });

  it('opens the version asked for, and shows a refusal for a missing one', async () => {
    const api = stubApi({
      'GET admin/surveys/5/versions/3': failure(404, 'not_found', 'Version 3 not found'),
    });
    renderAt(<SurveyDocumentScreen />, path, '/survey/survey/5?version=3');
    expect(await screen.findByText('Version 3 not found')).toBeInTheDocument();
    expect(api.calls[0].path).toBe('admin/surveys/5/versions/3');
  });
});
