/**
 * The language a poll opens in: the respondent's (chosen earlier, or their browser's) when the survey
 * has it, otherwise the survey's own first language. A poll never falls back to a language it was
 * not published in, so a Latvian-only survey stays Latvian on a phone set to English.
 */
export function pollLanguage(offered: readonly string[], wanted: string): string {
  return offered.includes(wanted) ? wanted : (offered[0] ?? wanted);
}
