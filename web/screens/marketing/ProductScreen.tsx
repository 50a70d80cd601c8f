import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { BulletList, CallToAction, FeatureGrid } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { anonymityThresholds } from './siteConstants';
import { useSectionItems } from './useSectionItems';

const builderFeatures = ['library', 'builder', 'translations'] as const;
const periodFeatures = ['classes', 'schedule', 'progress'] as const;
const resultFeatures = ['dashboards', 'filters', 'benchmarks', 'anonymity', 'exports', 'actions'] as const;
const municipalityPoints = ['overview', 'common', 'access', 'reports'] as const;

/** What Balss offers: the survey builder, survey periods, results and the municipality view. */
export function ProductScreen() {
  const { t } = useTranslation();
  const builder = useSectionItems('pages.product.builder.items', builderFeatures);
  const periods = useSectionItems('pages.product.periods.items', periodFeatures);
  const results = useSectionItems('pages.product.results.items', resultFeatures, anonymityThresholds);
  return (
    <MarketingPage
      eyebrow={t('pages.product.eyebrow')}
      title={t('pages.product.heading')}
      lead={t('pages.product.lead')}
      actions={
        <Button component={Link} to="/questions" variant="outline" size="md">
          {t('pages.product.faq_link')}
        </Button>
      }
      sections={[
        {
          id: 'builder',
          title: t('pages.product.builder.title'),
          intro: t('pages.product.builder.intro'),
          content: <FeatureGrid items={builder} />,
        },
        {
          id: 'periods',
          title: t('pages.product.periods.title'),
          intro: t('pages.product.periods.intro'),
          content: <FeatureGrid items={periods} />,
        },
        {
          id: 'results',
          title: t('pages.product.results.title'),
          intro: t('pages.product.results.intro'),
          content: <FeatureGrid items={results} />,
        },
        {
          id: 'municipalities',
          title: t('pages.product.municipalities.title'),
          intro: t('pages.product.municipalities.intro'),
          content: (
            <BulletList
              items={municipalityPoints.map((id) => t(`pages.product.municipalities.points.${id}`))}
            />
          ),
        },
      ]}
      closing={
        <CallToAction
          title={t('pages.product.cta.title')}
          text={t('pages.product.cta.text')}
          actions={
            <>
              <Button component={Link} to="/users/login" variant="white">
                {t('pages.product.cta.sign_in')}
              </Button>
              <Button component={Link} to="/skola2030" variant="outline" color="white">
                {t('pages.product.cta.skola2030')}
              </Button>
            </>
          }
        />
      }
    />
  );
}
