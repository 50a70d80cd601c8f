import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { CallToAction, FeatureGrid } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { useSectionItems } from './useSectionItems';

const values = ['respondents_first', 'trust', 'action', 'languages', 'plain', 'together'] as const;

/** Mission, values and where the team is. */
export function AboutScreen() {
  const { t } = useTranslation();
  const valueItems = useSectionItems('pages.about.values.items', values);
  return (
    <MarketingPage
      eyebrow={t('pages.about.eyebrow')}
      title={t('pages.about.title')}
      lead={t('pages.about.lead')}
      sections={[
        { id: 'mission', title: t('pages.about.mission.title'), intro: t('pages.about.mission.text') },
        {
          id: 'values',
          title: t('pages.about.values.title'),
          intro: t('pages.about.values.intro'),
          content: <FeatureGrid items={valueItems} />,
        },
        { id: 'riga', title: t('pages.about.riga.title'), intro: t('pages.about.riga.text') },
      ]}
      closing={
        <CallToAction
          title={t('pages.about.cta.title')}
          text={t('pages.about.cta.text')}
          actions={
            <>
              <Button component={Link} to="/jobs" variant="white">
                {t('pages.about.cta.jobs')}
              </Button>
              <Button component={Link} to="/product" variant="outline" color="white">
                {t('pages.about.cta.product')}
              </Button>
            </>
          }
        />
      }
    />
  );
}
