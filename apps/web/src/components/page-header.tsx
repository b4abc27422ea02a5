import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { BackIcon } from './icons';

interface PageHeaderProps {
  title: string;
  /** Where the back button goes; history back when omitted. Hidden on tab screens. */
  back?: string | false;
  right?: ReactNode;
}

/** The nav bar: a back button that is a real button, and the screen title as its heading. */
export function PageHeader({ title, back, right }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    if (typeof back === 'string') void navigate(back);
    else void navigate(-1);
  };
  return (
    <header className="page-header">
      <div className="page-header__side">
        {back !== false && (
          <button
            type="button"
            className="page-header__back"
            onClick={goBack}
            aria-label={t('common.back')}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
