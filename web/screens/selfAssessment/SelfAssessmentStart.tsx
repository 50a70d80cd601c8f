import {
  Button,
  Card,
  Container,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../api/apiError';
import { switchLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/useTranslation';
import type { NewSelfAssessment, SelfAssessmentKind } from '../../queries/selfAssessments';
import { surveyLanguageName, useSurveyLanguageList } from '../../queries/surveyLanguages';

type Props = { saving: boolean; error: unknown; onStart: (input: NewSelfAssessment) => void };

/** The self-assessment's first page: what it is, for whom, under what name, in which language. */
export function SelfAssessmentStart({ saving, error, onStart }: Props) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<SelfAssessmentKind>('school');
  const [name, setName] = useState('');
  // en, lv, ru and every language switched on for surveys; an added one shows the questions in English.
  const list = useSurveyLanguageList();
  const codes = list?.map((entry) => entry.code) ?? ['en', 'lv', 'ru'];
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? (codes.includes(i18n.language) ? i18n.language : 'lv');
  const handleLanguage = (next: string) => {
    setChosen(next);
    void switchLanguage(next);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onStart({ kind, name: name.trim() || null, language });
  };

  return (
    <Container size="sm" py="xl" px="md">
      <form onSubmit={handleSubmit}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1}>{t('self_assessment.start.title')}</Title>
            <Text>{t('self_assessment.start.intro')}</Text>
            <Text size="sm" c="dimmed">
              {t('self_assessment.start.privacy')}
            </Text>
          </Stack>
          <Radio.Group
            label={t('self_assessment.start.kind_label')}
            value={kind}
            onChange={(next) => setKind(next as SelfAssessmentKind)}
          >
            <Stack gap="xs" mt="xs">
              {(['school', 'person'] as const).map((option) => (
                <Card key={option} withBorder padding="sm">
                  <Radio
                    value={option}
                    label={t(`self_assessment.kinds.${option}`)}
                    description={t(`self_assessment.start.kind_hint.${option}`)}
                  />
                </Card>
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label={t(`self_assessment.start.name_label.${kind}`)}
            description={t('self_assessment.start.name_hint')}
            value={name}
            maxLength={120}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="self-assessment-language">
              {t('self_assessment.start.language_label')}
            </Text>
            <SegmentedControl
              aria-labelledby="self-assessment-language"
              value={language}
              onChange={handleLanguage}
              data={codes.map((code) => ({ value: code, label: surveyLanguageName(code, list) }))}
            />
          </Stack>
          {Boolean(error) && (
            <Text c="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {errorText(error)}
            </Text>
          )}
          <Button type="submit" size="md" loading={saving}>
            {t('self_assessment.start.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
