import { Alert, Anchor, Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isSafeUrl } from '../../../common/safeUrl';
import { useUserState } from '../../auth/userStore';
import { useTranslation } from '../../i18n/useTranslation';
import { useDashboardCards, type ViewerCard } from '../../queries/dashboardCards';
import { previewPaths } from '../../routing/previewPaths';
import { surveyPaths } from '../../routing/surveyPaths';

/** The notices, links and highlighted surveys the organisation set for this dashboard (dashboards manager). */
export function DashboardCards() {
  const cards = useDashboardCards();
  if (!cards.data?.length) return null;
  return (
    <Stack gap="sm">
      {cards.data.map((card) => (
        <OneCard key={card.id} card={card} />
      ))}
    </Stack>
  );
}

function OneCard({ card }: { card: ViewerCard }) {
  const { t } = useTranslation();
  const { user } = useUserState();
  if (card.kind === 'notice')
    return (
      <Alert color="blue" variant="light" data-dashboard-card={card.id}>
        {/* Plain text: React escapes it; line breaks kept. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {card.text}
        </Text>
      </Alert>
    );
  if (card.kind === 'link') {
    if (!card.url || !isSafeUrl(card.url)) return null;
    const external = !card.url.startsWith('/');
    return (
      <Card withBorder padding="sm" data-dashboard-card={card.id}>
        {external ? (
          <Anchor href={card.url} target="_blank" rel="noopener noreferrer">
            {card.text} ↗
          </Anchor>
        ) : (
          <Anchor component={Link} to={card.url}>
            {card.text}
          </Anchor>
        )}
      </Card>
    );
  }
  if (!card.survey) return null;
  const runs = user?.type === 'school_admin';
  return (
    <Card withBorder padding="sm" data-dashboard-card={card.id}>
      <Text fw={600}>{card.survey.title}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {card.text}
      </Text>
      <Anchor
        component={Link}
        to={runs ? surveyPaths.wizard(card.survey.uuid) : previewPaths.survey(card.survey.slug)}
        size="sm"
      >
        {runs ? t('dashboard_cards.run_survey') : t('dashboard_cards.preview_survey')}
      </Anchor>
    </Card>
  );
}
