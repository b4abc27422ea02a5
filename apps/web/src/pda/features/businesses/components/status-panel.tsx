import { useTranslation } from '../../../../i18n/use-translation';
import type { Business } from '@app/contract/admin/api/businesses';
import { useFormat } from '../../../lib/format';
import { ConsoleForm } from '../../../kit/form/console-form';
import type { FieldSpec } from '../../../kit/form/fields';
import { adminEndpoints } from '@app/contract/admin/api/endpoints';
import { statusChangeBody } from '@app/contract/admin/schemas';
import type * as z from 'zod';
import { useBusinessWrite } from '../api/use-businesses';
import { showToast } from '../../../../lib/feedback';
import { Card } from '../../../kit/detail/card';

const fields: readonly FieldSpec<'status' | 'note'>[] = [
  { name: 'status', label: 'pda.business.newStatus', kind: 'enum', enumName: 'businessStatus' },
  { name: 'note', label: 'pda.business.statusNote', kind: 'multiline', maxLength: 500 },
];

/** Moves the business to another status with a note, and lists its status history. */
type StatusChange = z.output<typeof statusChangeBody>;

export function StatusPanel({ business, readOnly }: { business: Business; readOnly: boolean }) {
  const { t } = useTranslation();
  const { dateTime, label } = useFormat();
  const change = useBusinessWrite(adminEndpoints.businesses.status, (body: StatusChange) => ({
    params: { id: business.id },
    body,
  }));

  return (
    <Card titleId="status-title" title={t('pda.business.statusTitle')}>
      {!readOnly && (
        <ConsoleForm
          fields={fields}
          schema={statusChangeBody}
          initial={{ status: business.status, note: '' }}
          resetOnDone
          onSubmit={change.mutateAsync}
          onDone={() => showToast(t('pda.business.statusChanged'))}
          submitLabel={t('pda.business.changeStatus')}
        />
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
    </Card>
  );
}
