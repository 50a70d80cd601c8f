/** GET /api/metrics: the platform (super-admin) or an organisation's schools (organisation admin). */

/** How a results event counts: a dashboard opened, a PDF or Excel export started, a share link made. */
export const resultsUsageKinds = ['opened', 'exported', 'shared'] as const;
export type ResultsUsageKind = (typeof resultsUsageKinds)[number];

/** The longest span /metrics reads at once. */
export const maxMetricsDays = 366;

export type MetricsDay = {
  /** yyyy-mm-dd, a whole day in UTC. */
  date: string;
  /** Responses finished that day. */
  responses: number;
  opened: number;
  exported: number;
  shared: number;
};

export type MetricsPeriod = {
  id: number;
  name: string;
  organization_name: string;
  starts_at: string;
  ends_at: string;
  /** Finished responses, whenever they came. */
  finished: number;
  expected: number;
  /** finished / expected, null when nobody is expected. */
  response_rate: number | null;
};

export type Metrics = {
  scope:
    | { kind: 'platform' }
    | {
        kind: 'organization';
        id: number;
        name: string;
        /** An organisation reads with its schools; a school (a super-admin's choice) alone. */
        organization_type: 'school' | 'organization' | 'solo';
      };
  /** The days read, both included. */
  from: string;
  to: string;
  totals: {
    /** Schools in scope (type school). */
    schools: number;
    /** Organisations above schools (platform only; 0 for an organisation). */
    organizations: number;
    /** Schools with a period running at some time in the span. */
    active_schools: number;
    /** Periods of one school each (a parent period counts as its schools' periods) running at some time in the span. */
    periods_running: number;
    /** Responses finished in the span. */
    responses: number;
    /** Of the periods running: all their finished responses over all they expect (those expecting someone). */
    finished: number;
    expected: number;
    response_rate: number | null;
    opened: number;
    exported: number;
    shared: number;
  };
  days: MetricsDay[];
  /** The running periods with the most expected respondents (at most `periods_shown`). */
  periods: MetricsPeriod[];
};

export const periodsShown = 15;

/** One row of /admin/organization/{id}/results-usage. */
export type ResultsUsageRow = {
  id: number;
  created_at: string;
  kind: ResultsUsageKind;
  /** pdf or xlsx for an export, else null. */
  export_kind: 'pdf' | 'xlsx' | null;
  identity_id: number | null;
  /** anonymous for someone reading through a share link. */
  identity_type: string;
  person: string | null;
  /** The actor's own organisation. */
  actor_organization: string | null;
  period_id: number | null;
  period_name: string | null;
  /** The school or organisation whose results they were. */
  organization_id: number | null;
  organization_name: string | null;
};
