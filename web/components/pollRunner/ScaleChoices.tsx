import { type ScaleType, scalePoints } from '../../../common/survey/content';
import { RadioGroupField } from './PollFields';
import { usePollTexts } from './pollTexts';

type Props = {
  scale: ScaleType;
  name: string;
  label: string;
  value: number | undefined;
  error?: string;
  outerErrorId?: string;
  required?: boolean;
  onChange: (value: number) => void;
};

/** A five-point scale as radio buttons: in a row on wide screens, stacked on phones. */
export function ScaleChoices({ scale, value, onChange, ...frame }: Props) {
  const { t } = usePollTexts();
  return (
    <RadioGroupField
      {...frame}
      look="wide"
      choices={scalePoints.map((point) => ({
        value: String(point),
        label: t(`poll.scales.${scale}.${point}`),
      }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
    />
  );
}
