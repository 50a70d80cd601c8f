import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';

type FormState = {
  dirty: boolean;
  touched: ReadonlySet<string>;
  valid: boolean;
  pending: boolean;
  submitted: boolean;
};

/** The live form's state as badges: green when the flag is on. */
export function FormStateBadges({ state }: { state: FormState }) {
  const { t } = useTranslation();
  const flags = [
    { key: 'dirty', on: state.dirty },
    { key: 'touched', on: state.touched.size > 0 },
    { key: 'valid', on: state.valid },
    { key: 'pending', on: state.pending },
    { key: 'submitted', on: state.submitted },
  ];
  return (
    <Group gap="xs" aria-live="polite">
      <Text size="sm" fw={600}>
        {t('pages.stylebook.forms.state_label')}
      </Text>
      {flags.map((flag) => (
        <Badge key={flag.key} color={flag.on ? 'green' : 'gray'} variant={flag.on ? 'filled' : 'outline'}>
          {t(`pages.stylebook.forms.states.${flag.key}`)}:{' '}
          {t(flag.on ? 'pages.stylebook.forms.yes' : 'pages.stylebook.forms.no')}
        </Badge>
      ))}
    </Group>
  );
}
