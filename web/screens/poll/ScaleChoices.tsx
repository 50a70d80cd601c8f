import { Group, Radio, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type ScaleType, scalePoints } from '../../../common/survey/content';

type Props = {
  scale: ScaleType;
  name: string;
  label: string;
  value: number | undefined;
  error?: string;
  onChange: (value: number) => void;
};

/** A five-point scale as radio buttons: in a row on wide screens, stacked on phones. */
export function ScaleChoices({ scale, name, label, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)');
  const Layout = wide ? Group : Stack;
  return (
    <Radio.Group
      name={name}
      label={label}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      error={error}
    >
      <Layout gap="sm" mt="xs" grow={wide ? true : undefined}>
        {scalePoints.map((point) => (
          <Radio key={point} value={String(point)} label={t(`poll.scales.${scale}.${point}`)} />
        ))}
      </Layout>
    </Radio.Group>
  );
}
