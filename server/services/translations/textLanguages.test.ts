import { describe, expect, it } from 'vitest';
import { buildSchool } from '../../test/factories';
import { addLanguage, superAdminTestApp, ukrainian } from '../../test/superAdminTestApp';

/**
 * The back office's texts per language (survey tags, library survey names, success plans, the organisation
 * catalogue, benchmark names, dashboard cards) take any language switched on for surveys at
 * /admin/manage-languages, and refuse any other with 422 naming the field and the code.
 */
describe('back-office texts in an added survey language', () => {
  const { db, send } = superAdminTestApp();
  const refusal = (field: string, code: string) =>
    `${field}: ${code} is not a language switched on for surveys (/admin/manage-languages)`;

  it('refuses a language that is not switched on for surveys, naming it, everywhere a name is written', async () => {
    const { school } = await buildSchool(db());
    await addLanguage(send, ukrainian);
    const plan = {
      focus_kind: 'pillar',
      focus_ref: 'belonging',
      title: { en: 'Mentoring', uk: 'Наставництво' },
      why: { en: 'Because.' },
      steps: { en: '1. Start.' },
      time_needed: { en: 'One term' },
      sources: [],
    };
    const writes: [string, 'POST' | 'PATCH', string, object][] = [
      ['name', 'POST', '/api/admin/survey-tags', { name: { en: 'Climate', uk: 'Клімат' } }],
      [
        'titles',
        'POST',
        '/api/surveys',
        { audience: 'student', title: 'Climate', organization_id: null, titles: { uk: 'Клімат' } },
      ],
      ['title', 'POST', '/api/admin/success-plans', plan],
      ['name', 'POST', '/api/admin/organization-tags', { name: { en: 'Rural', uk: 'Сільська' } }],
      [
        'values.1',
        'POST',
        '/api/admin/organization-properties',
        { name: { en: 'Region' }, values: [{ en: 'North' }, { en: 'South', uk: 'Південь' }] },
      ],
      ['name', 'PATCH', '/api/admin/benchmarks/2147483647', { name: { en: 'Riga', uk: 'Рига' } }],
      [
        'texts',
        'POST',
        `/api/admin/dashboards-manager/${school.id}/cards`,
        { kind: 'notice', roles: ['teacher'], texts: { en: 'Welcome', uk: 'Ласкаво просимо' } },
      ],
    ];
    // Added but switched on for the interface only: refused, naming the field and the code.
    for (const [field, method, url, body] of writes) {
      const refused = await send(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(422);
      expect(refused.json().errors, `${method} ${url}`).toEqual([refusal(field, 'uk')]);
    }
    // A code no language has is refused the same way; a code that is not one at all by its shape.
    const unknown = await send('POST', '/api/admin/survey-tags', { name: { en: 'Climate', lt: 'Klimatas' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([refusal('name', 'lt')]);
    const malformed = await send('POST', '/api/admin/survey-tags', {
      name: { en: 'Climate', 'Not a code': 'x' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual(['name.Not a code: is not a language code such as en, lv or uk']);

    expect((await send('PATCH', '/api/admin/languages/uk', { survey_enabled: true })).statusCode).toBe(200);
    const tag = await send('POST', '/api/admin/survey-tags', { name: { en: 'Climate', uk: 'Клімат' } });
    expect(tag.statusCode, tag.body).toBe(201);
    expect(tag.json().data.name).toEqual({ en: 'Climate', uk: 'Клімат' });
    const survey = await send('POST', '/api/surveys', writes[1][3]);
    expect(survey.statusCode, survey.body).toBe(201);
    expect(survey.json().data.draft.title).toMatchObject({ en: 'Climate', uk: 'Клімат' });
    const saved = await send('POST', '/api/admin/success-plans', plan);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.title).toEqual({ en: 'Mentoring', uk: 'Наставництво' });
    const property = await send('POST', '/api/admin/organization-properties', writes[4][3]);
    expect(property.statusCode, property.body).toBe(201);
    const card = await send('POST', writes[6][2], writes[6][3]);
    expect(card.statusCode, card.body).toBe(201);
    // Past the language check, the benchmark's own rule answers: there is no such benchmark.
    expect((await send('PATCH', writes[5][2], writes[5][3])).statusCode).toBe(404);
  });
});
