import type { Localized } from '../survey/content';
import type { HiddenReason } from './types';

/** A half of a school year: autumn (September to December) or spring (January to August). */
export const schoolTerms = ['autumn', 'spring'] as const;
export type SchoolTerm = (typeof schoolTerms)[number];

/** One survey over one school year, or one term of it. */
export type SchoolsViewRequest = { survey_id: number; school_year: number; term: SchoolTerm | null };

/** One school's period as the school's own results show it (hidden: no numbers but the reason). */
export type SchoolsViewFigures = {
  periodId: number;
  periodName: string;
  /** Finished responses: null when hidden; shown for a period not released yet (counts only). */
  respondents: number | null;
  /** Percent of those expected, or null. */
  responseRate: number | null;
  hidden: HiddenReason | null;
  /** Theme id → 0..100 score; absent or null where hidden. */
  scores: Record<string, number | null>;
  overall: number | null;
};

export type SchoolsViewRow = {
  id: number;
  name: string;
  current: SchoolsViewFigures;
  /** The school's latest period of the survey before the chosen span (the trend's "before"), or null. */
  previous: SchoolsViewFigures | null;
};

export type SchoolsView = {
  survey: { id: number; name: Localized };
  school_year: number;
  term: SchoolTerm | null;
  themes: { id: string; name: Localized }[];
  schools: SchoolsViewRow[];
  /** Other schools only (this view's schools taken out); null when none may be shown. */
  benchmark: { name: Localized; schoolCount: number; scores: Record<string, number | null> } | null;
};

/** A survey the reader's schools ran, with the spans (school year and term) they ran it in, newest first. */
export type SchoolsViewChoice = {
  survey_id: number;
  survey_name: Localized;
  spans: { school_year: number; term: SchoolTerm; schools: number }[];
};
