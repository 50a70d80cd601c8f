import { Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

const pageSize = 20;

/** The answers as plain text (React escapes them), twenty at a time. */
export function AnswerList({ answers, total }: { answers: string[]; total: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(pageSize);
  // Answers are shuffled and may repeat: their position is their only identity.
  const visible = answers.slice(0, shown).map((text, position) => ({ text, position }));
  return (
    <>
      <List spacing="xs" listStyleType="none" aria-label={t('results.texts.answers_heading')}>
        {visible.map((answer) => (
          <List.Item
            key={answer.position}
            style={{ borderLeft: '3px solid var(--mantine-color-balss-2)', paddingLeft: 8 }}
          >
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.text}</Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('results.texts.showing', { shown: visible.length, count: total })}
      </Text>
      {shown < answers.length && (
        <Button variant="light" onClick={() => setShown((current) => current + pageSize)}>
          {t('results.texts.show_more')}
        </Button>
      )}
    </>
  );
}
