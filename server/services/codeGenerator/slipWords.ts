import type { LanguageCode } from '../../../common/languages';

/** The words printed on access-code slips, as on the school's printable sheet (survey_periods.sheet). */
export const slipWords: Record<
  LanguageCode,
  { className: (name: string) => string; open: string; code: string; answer: string; scan: string }
> = {
  en: {
    className: (name) => `Class ${name}`,
    open: 'Open',
    code: 'Enter your code:',
    answer: 'Answer the questions and send your answers. The code works only once.',
    scan: 'or scan',
  },
  lv: {
    className: (name) => `${name} klase`,
    open: 'Atver',
    code: 'Ievadi savu kodu:',
    answer: 'Atbildi uz jautājumiem un nosūti atbildes. Kods der tikai vienu reizi.',
    scan: 'vai noskenē',
  },
  ru: {
    className: (name) => `Класс ${name}`,
    open: 'Открой',
    code: 'Введи свой код:',
    answer: 'Ответь на вопросы и отправь ответы. Код действует только один раз.',
    scan: 'или отсканируй',
  },
};
