import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { localizedText } from '../../../common/localizedText';
import type { Anonymity, QuestionResult } from '../../../common/results/types';
import { ActOnThisButton } from '../../components/actionPlans/ActOnThisButton';
import { useTranslation } from '../../i18n/useTranslation';
import { DistributionBar } from './DistributionBar';
import { DistributionTable } from './DistributionTable';
import { HiddenNotice } from './HiddenNotice';
import { QuestionFacts } from './QuestionFacts';

type Props = { question: QuestionResult; anonymity: Anonymity };

/** One closed question (or matrix item): its distribution as a bar or a table, and its figures. */
export function QuestionCard({ question, anonymity }: Props) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const parent = localizedText(question.parentText ?? undefined, i18n.language);
  return (
    <Card withBorder padding="md" component="article" data-question={question.key}>
      <Stack gap="xs">
        <div>
          {parent && (
            <Text size="xs" c="dimmed">
              {parent}
            </Text>
          )}
          <Text fw={600}>{localizedText(question.text, i18n.language)}</Text>
          {question.reverse && (
            <Text size="xs" c="dimmed">
              {t('results.question.reverse')}
            </Text>
          )}
        </div>
        {question.hidden ? (
          <HiddenNotice reason={question.hidden} anonymity={anonymity} />
        ) : (
          <>
            {asTable ? <DistributionTable question={question} /> : <DistributionBar question={question} />}
            <Group justify="space-between" align="flex-end">
              <QuestionFacts question={question} />
              <ActOnThisButton
                kind="question"
                focusRef={question.key}
                favourable={question.favourable}
                label={localizedText(question.text, i18n.language)}
              />
              <Button
                variant="subtle"
                size="compact-xs"
                aria-pressed={asTable}
                onClick={() => setAsTable(!asTable)}
              >
                {t(asTable ? 'results.question.show_bar' : 'results.question.show_table')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
