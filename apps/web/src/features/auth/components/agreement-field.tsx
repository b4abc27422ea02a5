import type { DealKind } from '@app/contract/calls/deal';
import type { FieldMessage } from '@app/contract/issues';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DealSheet } from './deal-sheet';
import '../agreement.css';

interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldMessage | undefined;
}

/**
 * "I have read and agree to the User Agreement and the Privacy Statement": a real checkbox named
 * by the whole sentence, with the two texts as buttons that open them (user/userDeal).
 */
export function AgreementField({ checked, onChange, error }: AgreementFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<DealKind | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const id = useId();
  const ids = { agree: `${id}-agree`, agreement: `${id}-a`, and: `${id}-and`, privacy: `${id}-p` };
  const errorId = `${id}-error`;
  return (
    <div className={`field agreement${error ? ' field--invalid' : ''}`}>
      <div className="agreement__line">
        <input
          id={id}
          type="checkbox"
          name="agreementVersion"
          className="agreement__box"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={`${ids.agree} ${ids.agreement} ${ids.and} ${ids.privacy}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          <label id={ids.agree} htmlFor={id}>
            {t('auth.agreement.agree')}
          </label>{' '}
          <button
            id={ids.agreement}
            type="button"
            className="button-link"
            onClick={() => setOpen('agreement')}
          >
            {t('auth.agreement.agreement')}
          </button>{' '}
          <span id={ids.and}>{t('auth.agreement.and')}</span>{' '}
          <button
            id={ids.privacy}
            type="button"
            className="button-link"
            onClick={() => setOpen('privacy')}
          >
            {t('auth.agreement.privacy')}
          </button>
        </span>
      </div>
      {error && (
        <p className="field__error" id={errorId} data-testid="error-agreementVersion" role="alert">
          {t(error.key, error.params)}
        </p>
      )}
      {open && <DealSheet kind={open} onClose={close} />}
    </div>
  );
}
