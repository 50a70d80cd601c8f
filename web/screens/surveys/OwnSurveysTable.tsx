import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { formatDate } from '../../components/periods/periodDates';
import { useTranslation } from '../../i18n/useTranslation';
import type { SurveySummary } from '../../queries/surveyList';
import { surveyPaths } from '../../routing/surveyPaths';

type Props = { surveys: SurveySummary[]; canRun: boolean };

/** The school's own surveys: open one in the builder, or run its published version. */
export function OwnSurveysTable({ surveys, canRun }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('survey_periods.own.title_column')}</Table.Th>
            <Table.Th>{t('survey_periods.own.audience')}</Table.Th>
            <Table.Th>{t('survey_periods.own.published')}</Table.Th>
            <Table.Th aria-label={t('survey_periods.own.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {surveys.map((survey) => {
            const title = localizedText(survey.title, i18n.language) || t('survey_periods.own.untitled');
            const version = survey.latest_version;
            return (
              <Table.Tr key={survey.uuid}>
                <Table.Td>
                  <Anchor component={Link} to={surveyPaths.builder(survey.uuid)} fw={600}>
                    {title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{t(`survey_wizard.audiences.${survey.audience}`)}</Badge>
                </Table.Td>
                <Table.Td>
                  {version ? (
                    <Text size="sm">
                      {t('survey_periods.own.version', {
                        version: version.number,
                        date: formatDate(version.published_at, i18n.language),
                      })}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('survey_periods.own.draft')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      component={Link}
                      to={surveyPaths.builder(survey.uuid)}
                      size="xs"
                      variant="default"
                    >
                      {survey.can.edit ? t('survey_periods.own.edit') : t('survey_periods.own.open')}
                    </Button>
                    {canRun && version && (
                      <Button
                        component={Link}
                        to={surveyPaths.wizard(survey.uuid)}
                        size="xs"
                        variant="light"
                        aria-label={t('survey_periods.own.run_label', { title })}
                      >
                        {t('survey_periods.own.run')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
