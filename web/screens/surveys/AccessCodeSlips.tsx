import { localizedText } from '../../../common/localizedText';
import { codeEntryPath } from '../../../common/pollPaths';
import type { Localized } from '../../../common/survey/content';
import { pollLanguage } from '../../../common/survey/pollLanguage';
import { useQrImage } from '../../components/qr/LinkQrCode';
import { useClassWording } from '../../hooks/classWording';
import { useTextsIn } from '../../i18n/useTextsIn';
import { useTranslation } from '../../i18n/useTranslation';
import classes from './AccessCodeSheet.module.css';

export type SlipContent = {
  codes: string[];
  className: string;
  surveyTitle: Localized;
  /** The period's languages: a slip speaks the language the poll opens in, not only the teacher's. */
  languages: string[];
  link: string;
};

/** The QR code's printed width: 2.4 cm, with the standard's quiet zone of 4 modules inside it. */
const qrSize = 92;

/**
 * One slip per code, to cut out and hand to a student: the class, the short /kods address to type (the
 * class link as a QR code to scan), the code and what to do, in the interface's language when the survey
 * has it, else in the survey's first (as the poll itself opens). The QR code's white border and the slip's
 * padding keep it clear of the cut line.
 */
export function AccessCodeSlips({ codes, className, surveyTitle, languages, link }: SlipContent) {
  const { i18n } = useTranslation();
  const { t, language } = useTextsIn(pollLanguage(languages, i18n.language));
  const wording = useClassWording();
  const qr = useQrImage(link, qrSize * 3, 4);
  // Typed: the short address any code finds its class from; scanned: the class link itself.
  const codeAddress = `${new URL(link).host}${codeEntryPath}`;
  return (
    <div className={classes.slips} lang={language}>
      {codes.map((code) => (
        <div key={code} className={classes.slip} data-slip={code}>
          <div className={classes.words}>
            <div className={classes.heading}>
              <span>{localizedText(surveyTitle, language)}</span>
              <span>{t('survey_periods.sheet.class', { ...wording, name: className })}</span>
            </div>
            <ol className={classes.steps}>
              <li>
                {t('survey_periods.sheet.step_open')} <span className={classes.link}>{codeAddress}</span>
              </li>
              <li>
                {t('survey_periods.sheet.step_code')}
                <div className={classes.code}>{code}</div>
              </li>
              <li>{t('survey_periods.sheet.step_answer')}</li>
            </ol>
          </div>
          {qr && (
            <figure className={classes.qr}>
              <img src={qr} width={qrSize} height={qrSize} alt="" data-slip-qr />
              <figcaption>{t('survey_periods.sheet.scan')}</figcaption>
            </figure>
          )}
        </div>
      ))}
    </div>
  );
}
