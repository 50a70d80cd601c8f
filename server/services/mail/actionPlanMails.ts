import type { LanguageCode } from '../../../common/languages';

export type ActionMailKind = 'action_assigned' | 'action_due_soon';
export type ActionMailFacts = {
  action: string;
  plan: string;
  school: string;
  dueOn: string | null;
  link: string;
};
type Mail = { subject: string; text: string };

const due = (facts: ActionMailFacts, words: string, none: string) =>
  facts.dueOn ? `${words} ${facts.dueOn}` : none;

const templates: Record<ActionMailKind, Record<LanguageCode, (facts: ActionMailFacts) => Mail>> = {
  action_assigned: {
    en: (f) => ({
      subject: `New action for you: ${f.action}`,
      text: `${f.school} has made you the owner of an action in the plan "${f.plan}":\n\n${f.action}\n${due(f, 'Due:', 'No due date yet.')}\n\nOpen the plan:\n${f.link}`,
    }),
    lv: (f) => ({
      subject: `Jums jauns uzdevums: ${f.action}`,
      text: `${f.school} jūs ir norīkojusi par atbildīgo rīcības plāna "${f.plan}" uzdevumam:\n\n${f.action}\n${due(f, 'Termiņš:', 'Termiņš vēl nav noteikts.')}\n\nAtvērt plānu:\n${f.link}`,
    }),
    ru: (f) => ({
      subject: `Новая задача для вас: ${f.action}`,
      text: `${f.school} назначила вас ответственным за задачу плана действий «${f.plan}»:\n\n${f.action}\n${due(f, 'Срок:', 'Срок пока не назначен.')}\n\nОткрыть план:\n${f.link}`,
    }),
  },
  action_due_soon: {
    en: (f) => ({
      subject: `Due in a week: ${f.action}`,
      text: `A reminder from ${f.school}: your action in the plan "${f.plan}" is due on ${f.dueOn}.\n\n${f.action}\n\nOpen the plan to update its status:\n${f.link}`,
    }),
    lv: (f) => ({
      subject: `Termiņš pēc nedēļas: ${f.action}`,
      text: `Atgādinājums no ${f.school}: jūsu uzdevuma rīcības plānā "${f.plan}" termiņš ir ${f.dueOn}.\n\n${f.action}\n\nAtveriet plānu, lai atjaunotu tā statusu:\n${f.link}`,
    }),
    ru: (f) => ({
      subject: `Срок через неделю: ${f.action}`,
      text: `Напоминание от ${f.school}: срок вашей задачи в плане действий «${f.plan}» — ${f.dueOn}.\n\n${f.action}\n\nОткройте план, чтобы обновить её статус:\n${f.link}`,
    }),
  },
};

export function renderActionMail(kind: ActionMailKind, language: LanguageCode, facts: ActionMailFacts): Mail {
  return templates[kind][language](facts);
}
