import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { LinkQrCode } from '../../components/qr/LinkQrCode';
import { useClassWording } from '../../hooks/classWording';
import { useTranslation } from '../../i18n/useTranslation';
import {
  type ClassLink,
  type PeriodAt,
  type PeriodDetail,
  useCreateAccessCodes,
} from '../../queries/periods';
import { pollLink } from '../../routing/surveyPaths';
import { AccessCodeSheet } from './AccessCodeSheet';
import { AccessCodesModal } from './AccessCodesModal';
import { ClassLinksTable } from './ClassLinksTable';
import { CopyLinkField } from './CopyLinkField';

type Props = {
  at: PeriodAt;
  period: PeriodDetail;
  /** Codes can be made while the period is not closed, by those who manage it. */
  canMakeCodes: boolean;
  /** The sections' heading level: 2 on a period's own page, lower inside an organisation's card. */
  headingOrder?: TitleOrder;
};
type Sheet = { klass: ClassLink; codes: string[] };

/** A period's public link and class links, and the single-use access codes made for a class to print. */
export function PeriodLinks({ at, period, canMakeCodes, headingOrder = 2 }: Props) {
  const { t } = useTranslation();
  const wording = useClassWording();
  const makeCodes = useCreateAccessCodes(at);
  const [codesFor, setCodesFor] = useState<ClassLink | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);

  const handleMakeCodes = (count: number) => {
    const klass = codesFor;
    if (!klass) return;
    makeCodes.mutate(
      { pollId: klass.poll_id, count },
      {
        onSuccess: (codes) => {
          setCodesFor(null);
          setSheet({ klass, codes });
        },
        onError: (error) => notice.error(errorText(error)),
      },
    );
  };

  return (
    <>
      {period.public_link && (
        <Paper withBorder p="md" radius="md" data-public-link>
          <Title order={headingOrder} size="h4" mb={4}>
            {t('survey_periods.detail.public_link')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('survey_periods.detail.public_link_hint')}
          </Text>
          <Group align="center" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <CopyLinkField
                url={pollLink(period.public_link)}
                label={t('survey_periods.detail.public_link')}
                what="public_link"
              />
            </div>
            <LinkQrCode link={pollLink(period.public_link)} label={t('survey_periods.detail.public_link')} />
          </Group>
        </Paper>
      )}
      {period.classes.length > 0 && (
        <Stack gap="xs">
          <Title order={headingOrder} size="h4">
            {t('survey_periods.detail.by_class', wording)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('survey_periods.detail.by_class_hint', wording)}
          </Text>
          <ClassLinksTable classes={period.classes} canMakeCodes={canMakeCodes} onMakeCodes={setCodesFor} />
        </Stack>
      )}
      {codesFor && (
        <AccessCodesModal
          klass={codesFor}
          saving={makeCodes.isPending}
          onClose={() => setCodesFor(null)}
          onMake={handleMakeCodes}
        />
      )}
      {sheet && (
        <AccessCodeSheet
          codes={sheet.codes}
          className={sheet.klass.class_name ?? '—'}
          surveyTitle={period.survey.title}
          languages={period.languages}
          link={pollLink(sheet.klass.url_token)}
          onClose={() => setSheet(null)}
        />
      )}
    </>
  );
}
