import type { Change, ResultsPeriod } from '../results/types';
import type { Localized } from '../survey/content';

/** The dashboards API: the school admin's and the teacher's homes and the organisation's schools. */

export type ClassParticipation = {
  class_id: number;
  class_name: string | null;
  finished: number;
  expected: number;
};

/** A period running now with its participation, overall and per class (the period screen's numbers). */
export type RunningPeriod = {
  id: number;
  name: string;
  survey_title: Localized;
  starts_at: string;
  ends_at: string;
  finished: number;
  expected: number;
  classes: ClassParticipation[];
};

/** A change larger than chance, as the comparison screen names it. */
export type HighlightChange = Change & {
  kind: 'pillar' | 'question';
  id: string;
  name: Localized;
  /** A matrix item's question text. */
  parent: Localized | null;
};

export type PeriodHighlights = {
  period: { id: number; name: string; survey_name: string; ended_at: string };
  finished: number;
  expected: number;
  /** -1 when none (spec §9), as in results info. */
  response_rate: number;
  compound: { enabled: boolean; value: number };
  /** The same survey's previous closed period at the same school, when there is one. */
  previous: { id: number; name: string; compound: number } | null;
  compound_change: Change | null;
  /** The largest changes larger than chance since the previous period, largest first. */
  changes: HighlightChange[];
};

export type ToDos = {
  ending_soon: { id: number; name: string; ends_at: string; finished: number; expected: number }[];
  classes_without_students: { id: number; name: string }[];
  classes_without_teacher: { id: number; name: string }[];
  pending_invitations: { email: string; type: string; sent_at: string; expired: boolean }[];
  /** Closed periods whose results this person has not opened since they closed. */
  new_results: { id: number; name: string; ended_at: string }[];
};

/** Each part is null (or absent, in `to_dos`) when the identity may not see what it is made of. */
export type SchoolAdminDashboard = {
  running: RunningPeriod[] | null;
  to_dos: Partial<ToDos>;
  highlights: PeriodHighlights | null;
  can: { periods: boolean; people: boolean; results: boolean };
};

export type TeacherDashboard = {
  classes: { id: number; name: string; homeroom: boolean }[];
  /** Running periods that ask the teacher's classes, with those classes' rows only. */
  running: RunningPeriod[];
  /** Closed periods their results access reaches (own classes, or all with view_survey_results); null without access. */
  results: ResultsPeriod[] | null;
};

export type MemberSchool = {
  id: number;
  name: string;
  city: string | null;
  slug: string;
  contacts: { name: string; surname: string; email: string | null }[];
  running_periods: number;
  /** Finished and expected over the periods running now. */
  finished: number;
  expected: number;
  /** The latest closed period's compound score and the change since the previous one; null without results access. */
  latest: Pick<
    PeriodHighlights,
    'period' | 'compound' | 'compound_change' | 'previous' | 'response_rate'
  > | null;
};

export type OrganizationSchools = {
  organization: { id: number; name: string };
  schools: MemberSchool[];
  results: boolean;
};

/** A school a property-value user reads (a region's school): its latest released figures and published plans. */
export type RegionSchool = {
  id: number;
  name: string;
  city: string | null;
  /** The organisation it belongs to (a municipality), when it has one. */
  organization: string | null;
  /** Its latest closed period's figures, named by period; null when none has closed. */
  latest: MemberSchool['latest'];
  plans: { token: string; title: string; published_at: string | null }[];
};

export type RegionSchools = {
  /** The property values the reader was given (e.g. Kurzeme), by which these schools are theirs to read. */
  values: Localized[];
  schools: RegionSchool[];
};
