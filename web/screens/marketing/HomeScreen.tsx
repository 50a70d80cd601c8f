import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CodeEntryButton } from '../../components/CodeEntryButton';
import { useTranslation } from '../../i18n/useTranslation';
import { CallToAction, FeatureGrid, StepList } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { anonymityThresholds } from './siteConstants';
import { useSectionItems } from './useSectionItems';

const audiences = ['schools', 'municipalities', 'respondents'] as const;
const steps = ['build', 'period', 'answer', 'results', 'act'] as const;
const trustPoints = ['thresholds', 'gdpr', 'languages'] as const;

/** The home page: what Balss is, for whom, how it works and why it can be trusted. */
export function HomeScreen() {
  const { t } = useTranslation();
  const audienceItems = useSectionItems('pages.home.audience.items', audiences);
  const stepItems = useSectionItems('pages.home.steps.items', steps);
  const trustItems = useSectionItems('pages.home.trust.items', trustPoints, anonymityThresholds);
  return (
    <MarketingPage
      eyebrow={t('pages.home.eyebrow')}
      title={t('pages.home.title')}
      lead={t('pages.home.lead')}
      actions={
        <>
          <Button component={Link} to="/users/login" size="md">
            {t('pages.home.sign_in')}
          </Button>
          <CodeEntryButton size="md" variant="light" />
          <Button component={Link} to="/product" size="md" variant="outline">
            {t('pages.home.see_product')}
          </Button>
        </>
      }
      sections={[
        {
          id: 'audience',
          title: t('pages.home.audience.title'),
          intro: t('pages.home.audience.intro'),
          content: <FeatureGrid items={audienceItems} />,
        },
        {
          id: 'steps',
          title: t('pages.home.steps.title'),
          intro: t('pages.home.steps.intro'),
          content: <StepList steps={stepItems} />,
        },
        {
          id: 'trust',
          title: t('pages.home.trust.title'),
          intro: t('pages.home.trust.intro'),
          content: <FeatureGrid items={trustItems} />,
        },
      ]}
      closing={
        <CallToAction
          title={t('pages.home.cta.title')}
          text={t('pages.home.cta.text')}
          actions={
            <>
              <Button component={Link} to="/users/login" variant="white">
                {t('pages.home.sign_in')}
              </Button>
              <Button component={Link} to="/product" variant="outline" color="white">
                {t('pages.home.see_product')}
              </Button>
            </>
          }
        />
      }
    />
  );
}
