import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';
import { selfAssessmentPaths } from './selfAssessmentPaths';

/**
 * A self-assessment that cannot be shown: unknown id, results of one not finished yet (with the way
 * back to it), or a failed load.
 */
type MissingReason = 'not_found' | 'not_finished' | 'load_failed';

function reasonOf(error: unknown): MissingReason {
  const status = error instanceof ApiError ? error.status : 0;
  return status === 404 || status === 400 ? 'not_found' : status === 409 ? 'not_finished' : 'load_failed';
}

export function SelfAssessmentMissing(
  props: ({ error: unknown } | { reason: MissingReason }) & { id?: string },
) {
  const { t } = useTranslation();
  const { id } = props;
  const reason = 'reason' in props ? props.reason : reasonOf(props.error);
  return (
    <Container size="sm" py="xl" px="md">
      <Stack align="flex-start">
        <Alert
          color={reason === 'load_failed' ? 'red' : 'yellow'}
          title={t(`self_assessment.missing.${reason}.title`)}
          w="100%"
        >
          {t(`self_assessment.missing.${reason}.text`)}
        </Alert>
        <Group>
          {reason === 'not_finished' && id && (
            <Button component={Link} to={selfAssessmentPaths.resume(id)}>
              {t('self_assessment.missing.continue')}
            </Button>
          )}
          <Button component={Link} to={selfAssessmentPaths.start} variant="default">
            {t('self_assessment.missing.start_new')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
