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
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { codeEntryPath, pollLinkPath } from '../../../../common/pollPaths';
import { ApiError, errorText } from '../../../api/apiError';
import { homeRouteFor } from '../../../auth/homeRoutes';
import { useUserState } from '../../../auth/userStore';
import { notice } from '../../../components/notices';
import { PageLoader } from '../../../components/PageLoader';
import { LinkQrCode } from '../../../components/qr/LinkQrCode';
import { useSchoolId } from '../../../hooks/useSchoolId';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCreateOwnClassCodes } from '../../../queries/classLinks';
import { useClassSession } from '../../../queries/dashboards';
import { useDocumentTitle } from '../../../routing/pageTitle';
import { AccessCodeSheet } from '../AccessCodeSheet';
import { AccessCodesModal } from '../AccessCodesModal';
import { ProjectorView } from './ProjectorView';
import { SessionCodesNotice } from './SessionCodesNotice';
import { useLiveClassCount } from './useLiveClassCount';
import { useProjectorMode } from './useProjectorMode';

/**
 * The live class session: how many of the class have finished out of how many are expected, rising as
 * pupils submit, and the class link with its QR code; the projector mode puts them on the whole screen.
 * Whether codes are left to hand out, with a way to make them. Nothing about who answered what.
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
  const projector = useProjectorMode();
  const makeCodes = useCreateOwnClassCodes(schoolId ?? 0);
  const [askingCount, setAskingCount] = useState(false);
  const [madeCodes, setMadeCodes] = useState<string[] | null>(null);
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
  const { period, class: klass, url_token, codes } = session.data;
  const link = `${window.location.origin}${pollLinkPath(url_token)}`;
  const codeAddress = codes.unused > 0 ? `${window.location.host}${codeEntryPath}` : null;
  const percent = count.expected > 0 ? Math.min(100, Math.round((count.finished / count.expected) * 100)) : 0;
  const open = count.status === 'open';
  const askForCodes = () => {
    projector.leave();
    setAskingCount(true);
  };
  const handleMake = (howMany: number) =>
    makeCodes.mutate(
      { periodId, classId, count: howMany },
      {
        onSuccess: (made) => {
          setAskingCount(false);
          setMadeCodes(made);
          void session.refetch();
        },
        onError: (failure) => notice.error(errorText(failure)),
      },
    );
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" wrap="wrap" mb="md">
        <div>
          <Title order={1}>{klass.name}</Title>
          <Text size="lg" c="dimmed">
            {period.name}
          </Text>
        </div>
        <Group gap="sm">
          <Badge size="xl" color={open ? 'green' : 'gray'} variant="light">
            {t(`dashboards.session.status_${count.status}`)}
          </Badge>
          <Button onClick={projector.enter} data-projector-enter>
            {t('dashboards.session.projector')}
          </Button>
        </Group>
      </Group>
      {open && (
        <Box mb="lg">
          <SessionCodesNotice codes={codes} onMake={askForCodes} />
        </Box>
      )}
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
          <LinkQrCode link={link} size={280} label={t('dashboards.session.qr_label', { name: klass.name })} />
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
          {codeAddress && (
            <Text size="sm" c="dimmed" maw={360} ta="center">
              {t('dashboards.session.code_address', { address: codeAddress })}
            </Text>
          )}
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" ta="center" mt="xl">
        {t('dashboards.session.privacy')}
      </Text>
      {projector.projecting && (
        <ProjectorView
          view={projector.view}
          session={session.data}
          count={count}
          link={link}
          codeAddress={codeAddress}
          onLeave={projector.leave}
        />
      )}
      {askingCount && (
        <AccessCodesModal
          klass={{ class_name: klass.name, expected: count.expected }}
          saving={makeCodes.isPending}
          onClose={() => setAskingCount(false)}
          onMake={handleMake}
        />
      )}
      {madeCodes && (
        <AccessCodeSheet
          codes={madeCodes}
          className={klass.name}
          surveyTitle={session.data.survey_title}
          languages={period.languages}
          link={link}
          onClose={() => setMadeCodes(null)}
        />
      )}
    </Container>
  );
}
