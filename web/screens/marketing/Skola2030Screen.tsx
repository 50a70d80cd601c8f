import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { BulletList, CallToAction, FeatureGrid, StepList } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { useSectionItems } from './useSectionItems';

const supportAreas = ['voice', 'wellbeing', 'self_assessment'] as const;
const skills = ['critical', 'creativity', 'self_directed', 'cooperation', 'civic', 'digital'] as const;
const yearSteps = ['autumn', 'winter', 'spring', 'summer'] as const;

/** How Balss supports Latvia's competence-based curriculum reform Skola2030. */
export function Skola2030Screen() {
  const { t } = useTranslation();
  const areas = useSectionItems('pages.skola2030.support.items', supportAreas);
  const year = useSectionItems('pages.skola2030.year.items', yearSteps);
  return (
    <MarketingPage
      eyebrow={t('pages.skola2030.eyebrow')}
      title={t('pages.skola2030.title')}
      lead={t('pages.skola2030.lead')}
      sections={[
        {
          id: 'support',
          title: t('pages.skola2030.support.title'),
          intro: t('pages.skola2030.support.intro'),
          content: <FeatureGrid items={areas} />,
        },
        {
          id: 'skills',
          title: t('pages.skola2030.skills.title'),
          intro: t('pages.skola2030.skills.intro'),
          content: <BulletList items={skills.map((id) => t(`pages.skola2030.skills.items.${id}`))} />,
        },
        {
          id: 'year',
          title: t('pages.skola2030.year.title'),
          intro: t('pages.skola2030.year.intro'),
          content: <StepList steps={year} />,
        },
      ]}
      closing={
        <CallToAction
          title={t('pages.skola2030.cta.title')}
          text={t('pages.skola2030.cta.text')}
          actions={
            <>
              <Button component={Link} to="/product" variant="white">
                {t('pages.skola2030.cta.product')}
              </Button>
              <Button component={Link} to="/questions" variant="outline" color="white">
                {t('pages.skola2030.cta.questions')}
              </Button>
            </>
          }
        />
      }
    />
  );
}
