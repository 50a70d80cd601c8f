/**
 * A language's name as the reader's language says it in a sentence (lv → Latvian / latviešu / латышский),
 * not its own name: "Send 3 invitations in Latvian?". The code when Intl does not know it.
 */
export function languageNameIn(code: string, reader: string): string {
  try {
    return new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
