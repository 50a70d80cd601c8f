import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/** DejaVu Sans: one family that holds every Latvian and Cyrillic letter the reports print. */
export const pdfFontFamily = 'DejaVu Sans';

let registered = false;

export function registerPdfFonts(): void {
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
