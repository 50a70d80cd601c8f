import { Accordion, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { CallToAction } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { anonymityThresholds, contactEmail } from './siteConstants';

const respondentQuestions = ['anonymous', 'account', 'languages', 'devices', 'duration', 'young'] as const;
const schoolQuestions = ['who_sees', 'data', 'cost', 'setup', 'after'] as const;

function QuestionList({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" radius="md" order={3}>
      {ids.map((id) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>
            <Text fw={600} component="span">
              {t(`pages.questions.items.${id}.q`)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="gray.8">{t(`pages.questions.items.${id}.a`, { ...anonymityThresholds })}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Frequently asked questions about anonymity, data, languages, devices, cost and results. */
export function QuestionsScreen() {
  const { t } = useTranslation();
  return (
    <MarketingPage
      eyebrow={t('pages.questions.eyebrow')}
      title={t('pages.questions.title')}
      lead={t('pages.questions.lead')}
      sections={[
        {
          id: 'respondents',
          title: t('pages.questions.respondents_heading'),
          content: <QuestionList ids={respondentQuestions} />,
        },
        {
          id: 'schools',
          title: t('pages.questions.schools_heading'),
          content: <QuestionList ids={schoolQuestions} />,
        },
      ]}
      closing={
        <CallToAction
          title={t('pages.questions.more.title')}
          text={t('pages.questions.more.text')}
          actions={
            <>
              <Button component="a" href={`mailto:${contactEmail}`} variant="white">
                {contactEmail}
              </Button>
              <Button component={Link} to="/users/about" variant="outline" color="white">
                {t('pages.questions.more.users_link')}
              </Button>
            </>
          }
        />
      }
    />
  );
}
