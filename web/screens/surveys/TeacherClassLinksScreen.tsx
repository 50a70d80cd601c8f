import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { localizedText } from '../../../common/localizedText';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { PageLoader } from '../../components/PageLoader';
import { PeriodStatusBadge } from '../../components/periods/PeriodStatusBadge';
import { ProgressCell } from '../../components/periods/ProgressCell';
import { formatDateRange } from '../../components/periods/periodDates';
import { SchoolRequiredNotice } from '../../components/SchoolRequiredNotice';
import { useTranslation } from '../../i18n/useTranslation';
import { type OwnClassLink, useCreateOwnClassCodes, useOwnClassLinks } from '../../queries/classLinks';
import { dashboardPaths } from '../../routing/dashboardPaths';
import { useDocumentTitle } from '../../routing/pageTitle';
import { pollLink } from '../../routing/surveyPaths';
import { AccessCodeSheet } from './AccessCodeSheet';
import { AccessCodesModal } from './AccessCodesModal';
import { CopyLinkField } from './CopyLinkField';
import { useSurveyAccess } from './useSurveyAccess';

function ClassLinkCard({ link, onCodes }: { link: OwnClassLink; onCodes: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-label={link.class.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h3">
              {link.class.name}
            </Title>
            <Text size="sm" fw={600}>
              {link.period.name || localizedText(link.survey_title, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateRange(link.period.starts_at, link.period.ends_at, i18n.language)}
            </Text>
          </div>
          <PeriodStatusBadge status={link.period.status} />
        </Group>
        <ProgressCell finished={link.finished} expected={link.expected} />
        <Text size="sm">{t('class_links.link_hint')}</Text>
        <CopyLinkField
          url={pollLink(link.url_token)}
          label={t('class_links.link_label', { name: link.class.name })}
          what="class_link"
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('class_links.codes_count', { count: link.codes, used: link.codes_used })}
          </Text>
          <Group gap="xs">
            {link.period.status === 'open' && (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={dashboardPaths.classSession(link.period.id, link.class.id)}
              >
                {t('dashboards.running.open_session')}
              </Button>
            )}
            <Button size="xs" onClick={onCodes}>
              {t('class_links.make_codes')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /school/teacher/class-links: what a teacher needs to run a survey in a lesson — each of their classes'
 * link in the periods that have not ended, and printable access-code slips for those classes.
 */
export function TeacherClassLinksScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('class_links.title'));
  const { schoolId } = useSurveyAccess();
  const links = useOwnClassLinks(schoolId);
  const makeCodes = useCreateOwnClassCodes(schoolId ?? 0);
  const [codesFor, setCodesFor] = useState<OwnClassLink | null>(null);
  const [sheet, setSheet] = useState<{ link: OwnClassLink; codes: string[] } | null>(null);

  if (!schoolId) return <SchoolRequiredNotice />;
  const handleMake = (count: number) => {
    const link = codesFor;
    if (!link) return;
    makeCodes.mutate(
      { periodId: link.period.id, classId: link.class.id, count },
      {
        onSuccess: (codes) => {
          setCodesFor(null);
          setSheet({ link, codes });
        },
        onError: (failure) => notice.error(errorText(failure)),
      },
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('class_links.title')}</Title>
          <Text c="dimmed">{t('class_links.intro')}</Text>
        </div>
        {links.isPending ? (
          <PageLoader />
        ) : links.isError ? (
          <Alert color="red">{errorText(links.error)}</Alert>
        ) : links.data.length ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {links.data.map((link) => (
              <ClassLinkCard key={link.poll_id} link={link} onCodes={() => setCodesFor(link)} />
            ))}
          </SimpleGrid>
        ) : (
          <Alert color="gray">{t('class_links.none')}</Alert>
        )}
      </Stack>
      {codesFor && (
        <AccessCodesModal
          klass={{ class_name: codesFor.class.name, expected: codesFor.expected }}
          saving={makeCodes.isPending}
          onClose={() => setCodesFor(null)}
          onMake={handleMake}
        />
      )}
      {sheet && (
        <AccessCodeSheet
          codes={sheet.codes}
          className={sheet.link.class.name}
          surveyTitle={sheet.link.survey_title}
          languages={sheet.link.period.languages}
          link={pollLink(sheet.link.url_token)}
          onClose={() => setSheet(null)}
        />
      )}
    </Container>
  );
}
