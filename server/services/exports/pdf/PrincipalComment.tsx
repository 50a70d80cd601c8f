import { Text, View } from '@react-pdf/renderer';
import { pdfColors, pdfStyles } from './pdfStyles';

const ruledLines = Array.from({ length: 9 }, (_, line) => `line-${line + 1}`);

/** A box for the principal's comment: the one typed before download, or ruled lines to write on. */
export function PrincipalComment({ title, comment }: { title: string; comment: string }) {
  return (
    <View wrap={false} style={{ marginTop: 14 }}>
      <Text style={pdfStyles.subheading}>{title}</Text>
      <View style={{ borderWidth: 1, borderColor: pdfColors.line, padding: 10, minHeight: 200 }}>
        {comment ? (
          <Text style={{ lineHeight: 1.5 }}>{comment}</Text>
        ) : (
          ruledLines.map((line) => (
            <View key={line} style={{ height: 20, borderBottomWidth: 1, borderColor: pdfColors.line }} />
          ))
        )}
      </View>
    </View>
  );
}
