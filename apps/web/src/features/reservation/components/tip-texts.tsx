import type { DeclarationTexts } from '@app/contract/declarations/texts';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The personal information collection statement and the declarations, each with the version a
 * submit names, in the member's language (the contract's words, as the server and the PDF have them).
 */
export function TipTexts({
  texts,
  picsVersion,
  declarationsVersion,
}: {
  texts: DeclarationTexts;
  picsVersion: string;
  declarationsVersion: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className="tip__block" aria-labelledby="tip-pics">
        <h2 id="tip-pics" className="tip__title">
          {texts.pics.title}
        </h2>
        <p className="tip__version">{t('appointment.tip.version', { version: picsVersion })}</p>
        {texts.pics.sections.map((section) => (
          <div key={section.heading}>
            <h3 className="tip__subtitle">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="tip__text">
                {paragraph}
              </p>
            ))}
          </div>
        ))}
      </section>
      <section className="tip__block" aria-labelledby="tip-declarations">
        <h2 id="tip-declarations" className="tip__title">
          {texts.declarations.title}
        </h2>
        <p className="tip__version">
          {t('appointment.tip.version', { version: declarationsVersion })}
        </p>
        <ol className="tip__list">
          {texts.declarations.items.map((item) => (
            <li key={item.slice(0, 24)}>{item}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
