import { Alert, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CodeEntryButton } from '../../components/CodeEntryButton';
import { useTranslation } from '../../i18n/useTranslation';
import { FeatureGrid, StepList } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { anonymityThresholds } from './siteConstants';
import { useSectionItems } from './useSectionItems';

const answerSteps = ['open', 'language', 'answer', 'send'] as const;
const groups = ['students', 'teachers', 'parents'] as const;

/** For respondents: how to answer a poll, why answers are anonymous and why they matter. */
export function UsersAboutScreen() {
  const { t } = useTranslation();
  const steps = useSectionItems('pages.users_about.steps.items', answerSteps);
  const groupItems = useSectionItems('pages.users_about.groups.items', groups);
  return (
    <MarketingPage
      eyebrow={t('pages.users_about.eyebrow')}
      title={t('pages.users_about.title')}
      lead={t('pages.users_about.lead')}
      actions={
        <>
          <CodeEntryButton size="md" />
          <Button component={Link} to="/questions" variant="outline" size="md">
            {t('pages.users_about.faq_link')}
          </Button>
        </>
      }
      sections={[
        {
          id: 'steps',
          title: t('pages.users_about.steps.title'),
          content: <StepList steps={steps} />,
        },
        {
          id: 'anonymous',
          title: t('pages.users_about.anonymous.title'),
          intro: (
            <Alert variant="light" color="balss" maw={760} title={t('pages.users_about.anonymous.promise')}>
              <Text size="sm">{t('pages.users_about.anonymous.text', anonymityThresholds)}</Text>
              <Text size="sm" mt="xs">
                {t('pages.users_about.anonymous.names')}
              </Text>
            </Alert>
          ),
        },
        {
          id: 'groups',
          title: t('pages.users_about.groups.title'),
          content: <FeatureGrid items={groupItems} />,
        },
        {
          id: 'why',
          title: t('pages.users_about.why.title'),
          intro: t('pages.users_about.why.text'),
          content: <Text maw={760}>{t('pages.users_about.why.next')}</Text>,
        },
      ]}
    />
  );
}
