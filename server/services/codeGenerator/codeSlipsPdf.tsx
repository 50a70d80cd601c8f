import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { toDataURL } from 'qrcode';
import { codeEntryPath } from '../../../common/pollPaths';
import { loadPdfFonts, pdfFontFamily } from '../exports/pdf/pdfFonts';
import { pdfColors } from '../exports/pdf/pdfStyles';
import type { SlipClass } from './codeGenerator';
import type { SlipWords } from './slipWords';

/**
 * The QR code's width in points, its quiet zone of 4 modules (the standard's) inside it: with the slip's
 * padding, nothing dark comes near the cut line.
 */
const qrPoints = 88;
export const qrQuietZone = 4;

const styles = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 9, color: pdfColors.ink, padding: 28 },
  grid: { flexDirection: 'row', flexWrap: 'wrap' },
  slip: {
    width: '50%',
    height: 150,
    padding: 10,
    borderWidth: 1,
    borderStyle: 'dashed',
    borderColor: pdfColors.muted,
    flexDirection: 'row',
  },
  // The words take what the QR code leaves: a long link wraps rather than push the code over the cut line.
  words: { flexGrow: 1, flexShrink: 1, flexBasis: 0, minWidth: 0, paddingRight: 4 },
  qrColumn: { flexShrink: 0, alignItems: 'center' },
  heading: { fontWeight: 'bold', marginBottom: 4 },
  muted: { color: pdfColors.muted, marginBottom: 4 },
  link: { fontSize: 11, fontWeight: 'bold' },
  code: { fontSize: 16, fontWeight: 'bold', letterSpacing: 1, marginVertical: 4 },
  qr: { width: qrPoints, height: qrPoints },
});

/**
 * Where a pupil types the code: the short /kods address of the link's site, which any code finds its class
 * from (the long class link, case-sensitive, is in the QR code for phones that scan).
 */
const codeAddressOf = (link: string) => `${new URL(link).host}${codeEntryPath}`;

type SlipsInput = { surveyTitle: string; language: string; words: SlipWords; classes: SlipClass[] };

function SlipsDocument({ input, qrs }: { input: SlipsInput; qrs: string[] }) {
  const { words } = input;
  return (
    <Document title={input.surveyTitle}>
      <Page size="A4" style={styles.page}>
        <View style={styles.grid}>
          {input.classes.flatMap((klass, index) =>
            klass.codes.map((code) => (
              <View key={code} style={styles.slip} wrap={false}>
                <View style={styles.words}>
                  <Text style={styles.heading}>{input.surveyTitle}</Text>
                  <Text style={styles.muted}>{words.className(klass.className)}</Text>
                  <Text>1. {words.open}</Text>
                  <Text style={styles.link}>{codeAddressOf(klass.link)}</Text>
                  <Text style={{ marginTop: 4 }}>2. {words.code}</Text>
                  <Text style={styles.code}>{code}</Text>
                  <Text>3. {words.answer}</Text>
                </View>
                <View style={styles.qrColumn}>
                  <Image style={styles.qr} src={qrs[index]} />
                  <Text style={{ ...styles.muted, fontSize: 7, textAlign: 'center' }}>{words.scan}</Text>
                </View>
              </View>
            )),
          )}
        </View>
      </Page>
    </Document>
  );
}

/** Printable slips, one per code, each with the short code address written out and its class link as a QR code. */
export async function renderCodeSlips(input: SlipsInput): Promise<Buffer> {
  await loadPdfFonts();
  const qrs = await Promise.all(
    input.classes.map((klass) =>
      toDataURL(klass.link, { width: 360, margin: qrQuietZone, errorCorrectionLevel: 'M' }),
    ),
  );
  return renderToBuffer(<SlipsDocument input={input} qrs={qrs} />);
}
