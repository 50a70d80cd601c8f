import { StyleSheet } from '@react-pdf/renderer';
import { pdfFontFamily } from './pdfFonts';

export const pdfColors = {
  ink: '#1f2933',
  muted: '#616e7c',
  line: '#d9e2ec',
  accent: '#1c7ed6',
  benchmark: '#e8590c',
  /** The benchmark's figures: its orange, dark enough to read as text. */
  benchmarkText: '#b35000',
  empty: '#f1f3f5',
};

export const pdfStyles = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 10, color: pdfColors.ink, padding: 40, paddingBottom: 56 },
  coverTitle: { fontSize: 26, fontWeight: 'bold', marginTop: 160, marginBottom: 24 },
  coverLine: { flexDirection: 'row', marginBottom: 6, fontSize: 12 },
  coverLabel: { width: 140, color: pdfColors.muted },
  heading: { fontSize: 18, fontWeight: 'bold', marginBottom: 12 },
  subheading: { fontSize: 13, fontWeight: 'bold', marginTop: 14, marginBottom: 8 },
  muted: { color: pdfColors.muted },
  hidden: { color: pdfColors.muted, fontSize: 9, marginTop: 2 },
  /** A caution beside figures of few answers (the same orange as the benchmark's mark). */
  caution: { color: '#b35000', fontSize: 8, marginTop: 2 },
  figures: { flexDirection: 'row', marginBottom: 16 },
  figure: { flexGrow: 1, borderWidth: 1, borderColor: pdfColors.line, padding: 10, marginRight: 8 },
  figureValue: { fontSize: 20, fontWeight: 'bold' },
  figureLabel: { color: pdfColors.muted, marginTop: 2 },
  row: { flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
  rowLabel: { width: 180, paddingRight: 8 },
  rowValue: { width: 60, textAlign: 'right' },
  question: { marginBottom: 10 },
  questionText: { marginBottom: 3 },
  legend: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 2, fontSize: 8, color: pdfColors.muted },
  table: { borderTopWidth: 1, borderColor: pdfColors.line },
  tableRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: pdfColors.line, paddingVertical: 4 },
  tableHead: { fontWeight: 'bold' },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: pdfColors.muted },
});

/** Page 1, the board summary. */
export const boardStyles = StyleSheet.create({
  kicker: { fontSize: 9, color: pdfColors.muted, textTransform: 'uppercase', marginBottom: 4 },
  figureNote: { fontSize: 8, color: pdfColors.muted, marginTop: 2 },
  column: { marginBottom: 10 },
  listTitle: { fontSize: 11, fontWeight: 'bold', marginBottom: 4 },
  listRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: pdfColors.line, paddingVertical: 3 },
  listScore: { width: 56, textAlign: 'right' },
  listNote: { width: 170, textAlign: 'right', fontSize: 8, color: pdfColors.muted, paddingTop: 1 },
});

/** Strengths and gains; areas to work on and losses. */
export const boardColors = { good: '#2b8a3e', bad: '#c92a2a' };
