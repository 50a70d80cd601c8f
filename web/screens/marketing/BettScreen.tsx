import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { BulletList, CallToAction, FeatureGrid } from './ContentBlocks';
import { MarketingPage } from './MarketingPage';
import { contactEmail } from './siteConstants';
import { useSectionItems } from './useSectionItems';

const demos = ['live', 'anonymity', 'trusts', 'languages'] as const;
const visitors = ['leaders', 'trusts', 'wellbeing', 'research'] as const;

/** Balss at the BETT education technology show in London. */
export function BettScreen() {
  const { t } = useTranslation();
  const demoItems = useSectionItems('pages.bett.show.items', demos);
  return (
    <MarketingPage
      eyebrow={t('pages.bett.eyebrow')}
      title={t('pages.bett.title')}
      lead={t('pages.bett.lead')}
      actions={
        <Button component="a" href={`mailto:${contactEmail}?subject=BETT`} size="md">
          {t('pages.bett.book')}
        </Button>
      }
      sections={[
        {
          id: 'show',
          title: t('pages.bett.show.title'),
          intro: t('pages.bett.show.intro'),
          content: <FeatureGrid items={demoItems} />,
        },
        {
          id: 'visitors',
          title: t('pages.bett.visitors.title'),
          intro: t('pages.bett.visitors.intro'),
          content: <BulletList items={visitors.map((id) => t(`pages.bett.visitors.items.${id}`))} />,
        },
        {
          id: 'meet',
          title: t('pages.bett.meet.title'),
          intro: (
            <Text maw={760}>
              {t('pages.bett.meet.text')}{' '}
              <Anchor href={`mailto:${contactEmail}?subject=BETT`}>{contactEmail}</Anchor>
            </Text>
          ),
        },
      ]}
      closing={
        <CallToAction
          title={t('pages.bett.cta.title')}
          text={t('pages.bett.cta.text')}
          actions={
            <Button component={Link} to="/product" variant="white">
              {t('pages.bett.cta.product')}
            </Button>
          }
        />
      }
    />
  );
}
