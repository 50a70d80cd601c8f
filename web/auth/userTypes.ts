export type PermissionMap = Record<string, boolean>;

/** Spec §3 user / identity, as GET user answers it. */
export type CurrentUser = {
  id: number;
  user_id: number;
  type: string;
  name: string;
  surname: string;
  username: string;
  email: string | null;
  language: string | null;
  extra_data: Record<string, unknown>;
  organization: { id: number; name: string; type: string; slug: string } | null;
  school: { name: string; city: string | null; country: string } | null;
  permissions: PermissionMap;
  teacher_access_to_results: boolean;
  has_accepted_terms: number;
  /** Spec §3 became marker: set while a super-admin impersonates this identity. */
  became: { by_user_id: number; user_id: number } | null;
  /** A property-value user (a regional officer): reads other organisations' results at /organization/results. */
  results_by_property_value?: boolean;
};

export type CurrentSchool = {
  id: number;
  name: string;
  slug: string;
  type: string;
  city: string | null;
  country: string;
  languages: string[];
  default_language: string;
  parent_id: number | null;
  /** Spec §3 shell state: the school signs in through its own provider. */
  sso_enabled?: boolean;
};

export type AdminRecord = {
  id: number;
  user_id: number;
  type: string;
  teacher_access_to_results: boolean;
  permissions?: { data: PermissionMap };
};
