import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { pollLinkPath } from '../../../../common/pollPaths';
import { ApiError } from '../../../api/apiError';
import { homeRouteFor } from '../../../auth/homeRoutes';
import { useUserState } from '../../../auth/userStore';
import { PageLoader } from '../../../components/PageLoader';
import { useSchoolId } from '../../../hooks/useSchoolId';
import { useTranslation } from '../../../i18n/useTranslation';
import { useClassSession } from '../../../queries/dashboards';
import { useDocumentTitle } from '../../../routing/pageTitle';
import { ClassLinkQrCode } from './ClassLinkQrCode';
import { useLiveClassCount } from './useLiveClassCount';

/**
 * The live class session, for the classroom projector: how many of the class have finished out of how
 * many are expected, rising as pupils submit, and the class link with its QR code. Nothing about who
 * answered what.
 */
export function ClassSessionScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const periodId = Number(params.periodId);
  const classId = Number(params.classId);
  const schoolId = useSchoolId();
  const { user } = useUserState();
  const session = useClassSession(schoolId, periodId, classId);
  const path = schoolId ? `school/${schoolId}/periods/${periodId}/classes/${classId}/session` : null;
  const count = useLiveClassCount(session.data ? path : null, session.data);
  useDocumentTitle(
    session.data ? `${session.data.class.name} · ${session.data.period.name}` : t('dashboards.session.title'),
  );

  if (session.isError) {
    const refused = session.error instanceof ApiError && session.error.status === 403;
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title={t('dashboards.session.title')}>
          {t(refused ? 'dashboards.session.refused' : 'dashboards.session.not_found')}
        </Alert>
        <Button component={Link} to={homeRouteFor(user?.type)} mt="md" variant="light">
          {t('dashboard.go_home')}
        </Button>
      </Container>
    );
  }
  if (!session.data || !count) return <PageLoader />;
  const { period, class: klass, url_token } = session.data;
  const link = `${window.location.origin}${pollLinkPath(url_token)}`;
  const percent = count.expected > 0 ? Math.min(100, Math.round((count.finished / count.expected) * 100)) : 0;
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" wrap="wrap" mb="md">
        <div>
          <Title order={1}>{klass.name}</Title>
          <Text size="lg" c="dimmed">
            {period.name}
          </Text>
        </div>
        <Badge size="xl" color={count.status === 'open' ? 'green' : 'gray'} variant="light">
          {t(`dashboards.session.status_${count.status}`)}
        </Badge>
      </Group>
      <Group align="center" justify="space-around" gap="xl" wrap="wrap">
        <Stack align="center" gap="xs" miw={280}>
          <Text
            fw={800}
            lh={1}
            style={{ fontSize: 'clamp(88px, 14vw, 160px)' }}
            data-session-count
            aria-live="polite"
          >
            {count.finished}
            <Text span inherit c="dimmed" style={{ fontSize: '0.55em' }}>
              {` / ${count.expected}`}
            </Text>
          </Text>
          <Text size="xl">{t('dashboards.session.finished', { count: count.finished })}</Text>
          <Box w="100%" maw={520}>
            <Progress
              value={percent}
              size="xl"
              radius="xl"
              color={percent >= 80 ? 'green' : 'blue'}
              aria-label={t('dashboards.session.progress', { percent })}
            />
          </Box>
        </Stack>
        <Stack align="center" gap="xs">
          <ClassLinkQrCode link={link} label={t('dashboards.session.qr_label', { name: klass.name })} />
          <Text size="sm" c="dimmed">
            {t('dashboards.session.open_link')}
          </Text>
          <Anchor
            href={link}
            target="_blank"
            rel="noreferrer"
            fz="lg"
            fw={600}
            style={{ wordBreak: 'break-all' }}
            data-session-link
          >
            {link}
          </Anchor>
          <Text size="sm" c="dimmed" maw={360} ta="center">
            {t('dashboards.session.codes_hint')}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" ta="center" mt="xl">
        {t('dashboards.session.privacy')}
      </Text>
    </Container>
  );
}
