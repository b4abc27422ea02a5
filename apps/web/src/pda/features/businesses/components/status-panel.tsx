import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';
import type { Business } from '@app/contract/admin/api/businesses';
import { useFormat } from '../../../lib/format';
import { useOptions } from '../../../lib/options';
import { useServerErrors } from '../../../lib/use-server-errors';
import { checkWith } from '../../../lib/validate';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { statusChangeBody } from '@app/contract/admin/schemas';
import type * as z from 'zod';
import { useBusinessWrite } from '../api/use-businesses';
import { showToast } from '../../../../lib/feedback';

/** Moves the business to another status with a note, and lists its status history. */
type StatusChange = z.output<typeof statusChangeBody>;

export function StatusPanel({ business, readOnly }: { business: Business; readOnly: boolean }) {
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const { dateTime, label } = useFormat();
  const [status, setStatus] = useState<string>(business.status);
  const [note, setNote] = useState('');
  const { errors, setErrors, fail, clear } = useServerErrors();
  const change = useBusinessWrite(adminEndpoints.businesses.status, (body: StatusChange) => ({
    params: { id: business.id },
    body,
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(statusChangeBody, { status, note });
    if (!checked.ok) return setErrors(checked.errors);
    try {
      await change.mutateAsync(checked.data);
      setNote('');
      showToast(t('pda.business.statusChanged'));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="console-card" aria-labelledby="status-title">
      <h2 id="status-title" className="console-card__title">
        {t('pda.business.statusTitle')}
      </h2>
      {!readOnly && (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <SelectField
            name="status"
            label={t('pda.business.newStatus')}
            value={status}
            options={fromEnum('businessStatus')}
            onChange={(value) => {
              setStatus(value);
              clear('status');
            }}
            error={errors.status}
          />
          <InputField
            name="note"
            multiline
            maxLength={500}
            label={t('pda.business.statusNote')}
            value={note}
            onChange={(value) => {
              setNote(value);
              clear('note');
            }}
            error={errors.note}
          />
          <div className="console-actions">
            <Button type="submit" color="primary" loading={change.isPending}>
              {t('pda.business.changeStatus')}
            </Button>
          </div>
        </form>
      )}
      <h3 className="console-panel__title">{t('pda.business.history')}</h3>
      {business.statusChanges.length === 0 ? (
        <p className="console-state">{t('pda.state.empty')}</p>
      ) : (
        <ol className="console-timeline" data-testid="status-history">
          {business.statusChanges.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              <strong>
                {/* A note at the same status is no change (issue 36: "已提交 → 已提交"). */}
                {entry.from === entry.to
                  ? t('pda.business.historySame', { to: label('businessStatus', entry.to) })
                  : `${entry.from ? `${label('businessStatus', entry.from)} → ` : ''}${label('businessStatus', entry.to)}`}
              </strong>
              <span className="console-list__meta">{dateTime(entry.at)}</span>
              {entry.note && <span>{entry.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
