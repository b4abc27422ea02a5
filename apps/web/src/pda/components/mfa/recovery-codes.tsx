import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { Card } from '../../kit/detail/card';

/**
 * The recovery codes, shown once after enrolment or a new set: copy them, download them as a text
 * file, then say they are kept.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t('pda.mfa.fileHeading')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Card
      titleId="recovery-title"
      title={t('pda.mfa.recoveryTitle')}
      variant="panel"
      className="mfa-codes"
      note={t('pda.mfa.recoveryIntro')}
    >
      <ul className="mfa-codes__list" aria-label={t('pda.mfa.recoveryListLabel')}>
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="console-actions">
        <button type="button" className="console-link-button" onClick={() => void copy()}>
          {copied ? t('pda.mfa.copied') : t('pda.mfa.copy')}
        </button>
        <button type="button" className="console-link-button" onClick={download}>
          {t('pda.mfa.download')}
        </button>
      </div>
      <Button color="primary" block onClick={onDone}>
        {t('pda.mfa.saved')}
      </Button>
    </Card>
  );
}
