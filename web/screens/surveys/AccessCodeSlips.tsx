import { useTranslation } from 'react-i18next';
import { useClassWording } from '../../hooks/classWording';
import classes from './AccessCodeSheet.module.css';

export type SlipContent = { codes: string[]; className: string; surveyTitle: string; link: string };

/** One slip per code, to cut out and hand to a student: the class, the link, the code and what to do. */
export function AccessCodeSlips({ codes, className, surveyTitle, link }: SlipContent) {
  const { t } = useTranslation();
  const wording = useClassWording();
  return (
    <div className={classes.slips}>
      {codes.map((code) => (
        <div key={code} className={classes.slip} data-slip={code}>
          <div className={classes.heading}>
            <span>{surveyTitle}</span>
            <span>{t('survey_periods.sheet.class', { ...wording, name: className })}</span>
          </div>
          <ol className={classes.steps}>
            <li>
              {t('survey_periods.sheet.step_open')} <span className={classes.link}>{link}</span>
            </li>
            <li>
              {t('survey_periods.sheet.step_code')}
              <div className={classes.code}>{code}</div>
            </li>
            <li>{t('survey_periods.sheet.step_answer')}</li>
          </ol>
        </div>
      ))}
    </div>
  );
}
