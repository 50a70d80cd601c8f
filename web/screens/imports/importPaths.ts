import type { ImportType } from '../../queries/imports';

/** Addresses of the import screens (spec §2). */

export const wizardSections = ['upload', 'mapping', 'preview', 'commit', 'done'] as const;
export type WizardSection = (typeof wizardSections)[number];

/** The new school year lives beside the four imports, at /school/import/school-year. */
export const schoolYearType = 'school-year';

const withImport = (path: string, importId?: number | null) =>
  importId ? `${path}?import=${importId}` : path;

export const importPaths = {
  types: '/school/import-types',
  wizard: (type: ImportType, section: WizardSection = 'upload', importId?: number | null) =>
    withImport(`/school/import/${type}/${section}`, importId),
  schoolYear: `/school/import/${schoolYearType}`,
  prerequisites: (type: ImportType) => `/school/prerequisites-error?type=${type}`,
  /** Files in the school's own format, sent to the platform team (another area's screen). */
  clientDataUpload: '/client-data-upload',
  adminWizard: (params: { school?: number; type?: string; section?: WizardSection; importId?: number }) => {
    const query = new URLSearchParams();
    if (params.school) query.set('school', String(params.school));
    if (params.type) query.set('type', params.type);
    if (params.section) query.set('section', params.section);
    if (params.importId) query.set('import', String(params.importId));
    const text = query.toString();
    return text ? `/admin/imports/wizard?${text}` : '/admin/imports/wizard';
  },
  classes: '/school/classes',
};

/** How the wizard builds its own addresses: under /school/import or inside the back office. */
export type WizardLinks = {
  section: (section: WizardSection, importId?: number | null) => string;
  types: string;
  /** The school's classes, when the user can open them. */
  classes?: string;
};

export const schoolWizardLinks = (type: ImportType): WizardLinks => ({
  section: (section, importId) => importPaths.wizard(type, section, importId),
  types: importPaths.types,
  classes: importPaths.classes,
});

export function isWizardSection(value: string | undefined): value is WizardSection {
  return (wizardSections as readonly string[]).includes(value ?? '');
}

/** A positive whole number from the address, or null. */
export function idFrom(value: string | null | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
