import { Button, Menu } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';
import { useBuilder } from './builderContext';
import { findQuestion } from './contentEdits';
import { placeName, placeNumbers } from './placeNames';
import type { Problem } from './problemTexts';

/** How many problems the survey has, each leading to the question or module it names. */
export function ProblemsMenu({ problems, onSettings }: { problems: Problem[]; onSettings: () => void }) {
  const { t } = useTranslation();
  const { state, dispatch } = useBuilder();
  if (!problems.length) return null;
  const numbers = placeNumbers(state.template);

  const handleOpen = (where: string) => {
    if (findQuestion(state.template, where)) dispatch({ type: 'selectQuestion', id: where });
    else if (state.template.modules.some((module) => module.id === where))
      dispatch({ type: 'selectModule', id: where });
    else onSettings();
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" color="red" size="sm">
          {t('survey_builder.problems.count', { count: problems.length })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={420}>
        {problems.map((problem) => (
          <Menu.Item key={`${problem.where}:${problem.text}`} onClick={() => handleOpen(problem.where)}>
            {placeName(problem.where, numbers, t) && (
              <strong>{placeName(problem.where, numbers, t)}: </strong>
            )}
            {problem.text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
