import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { toDataURL } from 'qrcode';
import { loadPdfFonts, pdfFontFamily } from '../exports/pdf/pdfFonts';
import { pdfColors } from '../exports/pdf/pdfStyles';
import type { SlipClass } from './codeGenerator';
import type { SlipWords } from './slipWords';

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
  words: { flexGrow: 1, flexShrink: 1, paddingRight: 6 },
  heading: { fontWeight: 'bold', marginBottom: 4 },
  muted: { color: pdfColors.muted, marginBottom: 4 },
  link: { fontSize: 8 },
  code: { fontSize: 16, fontWeight: 'bold', letterSpacing: 1, marginVertical: 4 },
  qr: { width: 78, height: 78 },
});

/** A link has no spaces to wrap at: the address goes on one line, the class's token on the next. */
function linkLines(link: string): string[] {
  const cut = link.lastIndexOf('/') + 1;
  return [link.slice(0, cut), link.slice(cut)];
}

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
                  {linkLines(klass.link).map((line) => (
                    <Text key={line} style={styles.link}>
                      {line}
                    </Text>
                  ))}
                  <Text style={{ marginTop: 4 }}>2. {words.code}</Text>
                  <Text style={styles.code}>{code}</Text>
                  <Text>3. {words.answer}</Text>
                </View>
                <View>
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

/** Printable slips, one per code, each with its class link written out and as a QR code. */
export async function renderCodeSlips(input: SlipsInput): Promise<Buffer> {
  await loadPdfFonts();
  const qrs = await Promise.all(
    input.classes.map((klass) => toDataURL(klass.link, { width: 240, margin: 1, errorCorrectionLevel: 'M' })),
  );
  return renderToBuffer(<SlipsDocument input={input} qrs={qrs} />);
}
