import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SchoolsView, SchoolsViewChoice, SchoolsViewRequest } from '../../common/results/schoolsView';
import { api } from '../api/client';

export const schoolsViewBase = '/api/results/v2/schools-view';

/** The query string of a view: survey, school year and (unless the whole year) term. */
export const schoolsViewQuery = (request: SchoolsViewRequest) =>
  `survey_id=${request.survey_id}&school_year=${request.school_year}${request.term ? `&term=${request.term}` : ''}`;

/** The surveys the reader's schools ran, with the school years and terms they ran them in. */
export function useSchoolsViewChoices() {
  return useQuery({
    queryKey: ['results', 'schools-view', 'choices'],
    queryFn: async () => (await api.get<SchoolsViewChoice[]>(`${schoolsViewBase}/choices`)).data,
  });
}

/** Schools × themes of one survey in one school year or term. */
export function useSchoolsView(request: SchoolsViewRequest | null) {
  return useQuery({
    queryKey: ['results', 'schools-view', request],
    queryFn: async () =>
      (await api.get<SchoolsView>(`${schoolsViewBase}?${schoolsViewQuery(request as SchoolsViewRequest)}`))
        .data,
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
