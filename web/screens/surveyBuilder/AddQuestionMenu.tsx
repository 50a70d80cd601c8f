import { Button, Menu } from '@mantine/core';
import type { QuestionType } from '../../../common/survey/content';
import { sendEvent } from '../../api/usageEvents';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilderActions } from './builderContext';
import { addModule, addQuestion, nextModuleId, nextQuestionId } from './contentEdits';
import { focusWhenShown } from './focusAfterRender';
import { questionTypeOrder } from './questionTemplates';

/**
 * "Add a question": one entry per question type; the new question is selected and its text focused.
 * Without a module (a new survey's first question) one is made, named like the survey: a short survey
 * needs no parts, and a person should not have to learn about them before asking anything.
 */
export function AddQuestionMenu({ moduleId }: { moduleId: string | null }) {
  const { t } = useTranslation();
  const { getState, edit } = useBuilderActions();

  const handleAdd = (type: QuestionType) => {
    const { template } = getState();
    const id = nextQuestionId(template);
    const target = moduleId ?? nextModuleId(template);
    focusWhenShown(id, 'textarea');
    edit(
      (content) =>
        addQuestion(moduleId ? content : addModule(content, target, { ...content.title }), target, type, id),
      { module: target, question: id },
    );
    sendEvent('Survey builder', 'Question added', { type });
  };

  return (
    <Menu position="bottom-start" withinPortal returnFocus={false}>
      <Menu.Target>
        <Button variant="light" w="fit-content">
          {t('survey_builder.add_question')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {questionTypeOrder.map((type) => (
          <Menu.Item key={type} onClick={() => handleAdd(type)}>
            {t(`survey_builder.types.${type}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
