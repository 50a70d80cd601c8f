import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/** DejaVu Sans: one family that holds every Latvian and Cyrillic letter the reports print. */
export const pdfFontFamily = 'DejaVu Sans';

const weights = [400, 700];

let registered = false;

function registerPdfFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  Font.register({
    family: pdfFontFamily,
    fonts: [
      { src: join(folder, 'DejaVuSans.ttf') },
      { src: join(folder, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

type GlyphLookup = {
  getGlyph: (id: number, characters?: number[]) => { codePoints: number[] } | null;
};
const keepingText = new WeakSet<object>();

/**
 * fontkit keeps one glyph object per glyph for the life of the font, with the characters it was first
 * asked for. Embedding an accented letter (ā, Ё) asks for its base letters' glyphs by id alone, without
 * characters, so every later PDF of the process wrote those letters without their text: the page showed
 * "Balss", its text layer (copying, search, screen readers) read "bs". A glyph asked for with its
 * characters now takes them when it has none.
 */
function keepGlyphText(font: GlyphLookup): void {
  if (keepingText.has(font)) return;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
  keepingText.add(font);
}

/** Registers and loads the PDF fonts; every PDF renderer awaits it before rendering. */
export async function loadPdfFonts(): Promise<void> {
  registerPdfFonts();
  for (const fontWeight of weights) {
    await Font.load({ fontFamily: pdfFontFamily, fontWeight });
    const { data } = Font.getFont({ fontFamily: pdfFontFamily, fontWeight }) as unknown as {
      data: GlyphLookup | null;
    };
    if (data) keepGlyphText(data);
  }
}
