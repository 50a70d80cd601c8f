import { Badge, Tooltip } from '@mantine/core';
import { estimatedMinutes } from '../../../common/survey/answeringTime';
import { questionCount, zoneFor } from '../../../common/survey/content';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';

const toneColors = { good: 'green', long: 'yellow', too_long: 'red' } as const;

/** The question count (a matrix counts per item), its zone (good, long, too long) and the minutes it takes. */
export function QuestionCountBadge() {
  const { t } = useTranslation();
  const { state } = useBuilder();
  const count = questionCount(state.template);
  const zone = zoneFor(state.template);
  // An empty survey has no length to judge yet: it says what to do first.
  const label = count
    ? t('survey_builder.count.label', {
        count,
        zone: t(`survey_builder.count.zones.${zone.tone}`),
        minutes: estimatedMinutes(state.template),
      })
    : t('survey_builder.count.empty');
  return (
    <Tooltip label={t('survey_builder.count.hint')} multiline w={260}>
      <Badge
        size="lg"
        variant="light"
        color={count ? toneColors[zone.tone] : 'gray'}
        tt="none"
        h="auto"
        py={4}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal' } }}
        data-testid="question-count"
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
