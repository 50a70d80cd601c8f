import { Divider, Stack, Text, Title } from '@mantine/core';
import type { SurveyLanguage } from '../../../common/languages';
import { allQuestions, type SurveyContent } from '../../../common/survey/content';
import { anyText } from '../../../common/survey/localizedText';
import { useTranslation } from '../../i18n/useTranslation';
import { conditionWords } from './ruleWords';
import { SurveyQuestionBlock } from './SurveyQuestionBlock';

/** A survey version as a document: every module and question in one language, numbered throughout. */
export function SurveyDocument({ content, language }: { content: SurveyContent; language: SurveyLanguage }) {
  const { t } = useTranslation();
  const questions = new Map(allQuestions(content).map((question) => [question.id, question]));
  let number = 0;
  return (
    <Stack gap="lg" lang={language}>
      {anyText(content.intro_text, language) && <Text>{anyText(content.intro_text, language)}</Text>}
      {content.modules.map((module, index) => (
        <Stack key={module.id} gap="sm">
          <Divider />
          <Title order={2} size="h3">
            {t('admin_surveys.document.module', {
              number: index + 1,
              title: anyText(module.title, language) || module.id,
            })}
          </Title>
          {anyText(module.intro, language) && <Text c="dimmed">{anyText(module.intro, language)}</Text>}
          {module.showIf && (
            <Text size="sm" fs="italic">
              {conditionWords(module.showIf, questions, language, t)}
            </Text>
          )}
          {module.questions.map((question) => {
            number += 1;
            return (
              <SurveyQuestionBlock
                key={question.id}
                question={question}
                number={number}
                content={content}
                questions={questions}
                language={language}
              />
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
