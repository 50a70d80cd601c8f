import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatDate, useLocalizedText } from '../../i18n/useLocalizedText';
import { useTranslation } from '../../i18n/useTranslation';
import type { AdminSurveyRow } from '../../queries/adminSurveys';
import { adminSurveyPaths } from './adminSurveyPaths';

/** Surveys as the back office lists them; `below` adds a line under a survey's name (search matches). */
export function AdminSurveyTable({
  surveys,
  below,
}: {
  surveys: AdminSurveyRow[];
  below?: (survey: AdminSurveyRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const text = useLocalizedText();
  const date = useFormatDate();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin_surveys.columns.name')}</Table.Th>
            <Table.Th>{t('admin_surveys.columns.audience')}</Table.Th>
            <Table.Th>{t('admin_surveys.columns.owner')}</Table.Th>
            <Table.Th>{t('admin_surveys.columns.version')}</Table.Th>
            <Table.Th>{t('admin_surveys.columns.tags')}</Table.Th>
            <Table.Th ta="right">{t('admin_surveys.columns.periods')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {surveys.map((survey) => (
            <Table.Tr key={survey.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={adminSurveyPaths.survey(survey.id)}>
                    {text(survey.title)}
                  </Anchor>
                  {survey.archived && (
                    <Badge size="xs" color="gray">
                      {t('admin_surveys.archived')}
                    </Badge>
                  )}
                </Group>
                {below?.(survey)}
              </Table.Td>
              <Table.Td>{t(`survey_builder.audiences.${survey.audience}`)}</Table.Td>
              <Table.Td>{survey.owner?.name ?? t('admin_surveys.library')}</Table.Td>
              <Table.Td>
                {survey.latest_version ? (
                  t('admin_surveys.version_on', {
                    number: survey.latest_version.number,
                    date: date(survey.latest_version.published_at),
                  })
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('admin_surveys.not_published')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {survey.tags.map((tag) => (
                    <Badge key={tag.id} variant="light" tt="none">
                      {text(tag.name)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{survey.period_count}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
