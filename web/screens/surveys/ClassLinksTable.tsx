import { Button, Group, Table, Text } from '@mantine/core';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { LinkQrCode } from '../../components/qr/LinkQrCode';
import { useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import type { ClassLink } from '../../queries/periods';
import { pollLink } from '../../routing/surveyPaths';
import { CopyLinkField } from './CopyLinkField';

type Props = {
  classes: ClassLink[];
  /** Codes can be made while the period is not closed, by those who manage periods. */
  canMakeCodes: boolean;
  onMakeCodes: (klass: ClassLink) => void;
};

/** Per class: progress, the class link, and the single-use access codes made for it. */
export function ClassLinksTable({ classes, canMakeCodes, onMakeCodes }: Props) {
  const { t } = useTranslation();
  const wording = useClassWording();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('survey_periods.detail.class', wording)}</Table.Th>
            <Table.Th>{t('survey_periods.columns.progress')}</Table.Th>
            <Table.Th>{t('survey_periods.detail.class_link', wording)}</Table.Th>
            <Table.Th>{t('survey_periods.detail.codes')}</Table.Th>
            {canMakeCodes && <Table.Th aria-label={t('survey_periods.own.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((klass) => {
            const name = klass.class_name ?? '—';
            return (
              <Table.Tr key={klass.poll_id} data-class-link={name}>
                <Table.Td fw={600}>{name}</Table.Td>
                <Table.Td>
                  <ProgressCell finished={klass.finished} expected={klass.expected} />
                </Table.Td>
                <Table.Td miw={280}>
                  <Group align="center" wrap="nowrap" gap="xs">
                    <div style={{ flex: 1 }}>
                      <CopyLinkField
                        url={pollLink(klass.url_token)}
                        label={t('survey_periods.detail.class_link_of', { ...wording, name })}
                        what="class_link"
                      />
                    </div>
                    <LinkQrCode
                      link={pollLink(klass.url_token)}
                      label={t('survey_periods.detail.class_link_of', { ...wording, name })}
                      size={64}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {klass.codes
                      ? t('survey_periods.detail.codes_made', { count: klass.codes, used: klass.codes_used })
                      : t('survey_periods.detail.no_codes')}
                  </Text>
                </Table.Td>
                {canMakeCodes && (
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onMakeCodes(klass)}
                      aria-label={t('survey_periods.codes.make_label', { name })}
                    >
                      {t('survey_periods.codes.make')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
