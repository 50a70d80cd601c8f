import type { SurveyContent } from '../../../common/survey/content';

type Preview = {
  source: 'survey' | 'period';
  name: string | null;
  languages: string[];
  anonymous: boolean;
  versionNumber: number;
  content: SurveyContent;
};

/** What a preview screen needs to show the filling UI: nothing about responses. */
export function presentPreview(preview: Preview) {
  return {
    source: preview.source,
    name: preview.name,
    languages: preview.languages,
    anonymous: preview.anonymous,
    version: preview.versionNumber,
    survey: preview.content,
  };
}
