/** Spec §6: every admin permission, one true-or-false entry each. */
export const permissionNames = [
  'view_survey_results',
  'view_survey_design',
  'view_survey_periods',
  'manage_respondents',
  'view_respondents',
  'manage_admins',
  'manage_users',
  'manage_survey_design',
  'manage_survey_periods',
  'survey_management',
  'forbid_results_access',
  'freemium_results_benchmark',
  'list.eu_change_name_class_to_groups',
] as const;

export type PermissionName = (typeof permissionNames)[number];
export type PermissionMap = Record<PermissionName, boolean>;

export function isPermissionName(value: unknown): value is PermissionName {
  return typeof value === 'string' && (permissionNames as readonly string[]).includes(value);
}

/** Default map: manage_users true, the rest false. */
export function defaultPermissions(): PermissionMap {
  const map = Object.fromEntries(permissionNames.map((name) => [name, false])) as PermissionMap;
  map.manage_users = true;
  return map;
}

/** Solo account: every permission true except forbid_results_access. */
export function soloPermissions(): PermissionMap {
  const map = Object.fromEntries(permissionNames.map((name) => [name, true])) as PermissionMap;
  map.forbid_results_access = false;
  return map;
}

/** Every school permission true except the restricting ones (the demo school admin). */
export function allSchoolPermissions(): PermissionMap {
  const map = soloPermissions();
  map['list.eu_change_name_class_to_groups'] = false;
  return map;
}

/** A stored map completed with defaults, so every permission has an entry. */
export function completePermissions(
  stored: Partial<Record<string, boolean>> | null | undefined,
): PermissionMap {
  const map = defaultPermissions();
  for (const name of permissionNames)
    if (typeof stored?.[name] === 'boolean') map[name] = stored[name] as boolean;
  return map;
}

/** Effective permissions are narrowed to those in the token identity's permission list. */
export function narrowPermissions(map: PermissionMap, tokenPermissions: readonly string[]): PermissionMap {
  const allowed = new Set(tokenPermissions);
  return Object.fromEntries(
    permissionNames.map((name) => [name, map[name] && allowed.has(name)]),
  ) as PermissionMap;
}

export function grantedNames(map: PermissionMap): PermissionName[] {
  return permissionNames.filter((name) => map[name]);
}
