import type { ProductType } from '@app/contract/enums';
import { sectionNames } from '@app/contract/sections/products';
import type { SectionName } from '@app/contract/sections/products';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ChangesSinceRequest, ReservationUpload } from '@app/contract/admin/api/reservations';
import { useFormat } from '../../../lib/format';
import { fieldsOf, useFieldValue } from './field-value';

const isSection = (name: string): name is SectionName =>
  (sectionNames as readonly string[]).includes(name);

/**
 * What the member changed since staff last asked for changes (issue 36): each field with its
 * value before and after, each file kind with the file it used and the one it uses now.
 */
export function ChangesSinceView({
  changes,
  productType,
  uploads,
}: {
  changes: ChangesSinceRequest;
  productType: ProductType;
  uploads: readonly ReservationUpload[];
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const value = useFieldValue();
  // Two photos of one kind often share a name: the time they were sent tells them apart.
  const fileName = (id: string | null) => {
    if (id === null) return '—';
    const file = uploads.find((u) => u.id === id);
    if (!file) return id;
    return file.createdAt ? `${file.name} · ${dateTime(file.createdAt)}` : file.name;
  };
  const metaOf = (section: string, key: string) =>
    isSection(section) ? fieldsOf(section, productType).find((f) => f.key === key) : undefined;
  const nothing = changes.fields.length === 0 && changes.files.length === 0;
  return (
    <section className="console-card" aria-labelledby="changes-since" data-testid="changes-since">
      <h2 id="changes-since" className="console-card__title">
        {t('pda.review.changesSince', { at: dateTime(changes.requestedAt) })}
      </h2>
      {nothing ? (
        <p className="console-state">{t('pda.review.noChanges')}</p>
      ) : (
        <table className="console-diff">
          <thead>
            <tr>
              <th scope="col">{t('pda.review.diffField')}</th>
              <th scope="col">{t('pda.review.diffBefore')}</th>
              <th scope="col">{t('pda.review.diffAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.fields.map((change) => {
              const meta = metaOf(change.section, change.field);
              return (
                <tr key={`${change.section}.${change.field}`} data-testid="diff-field">
                  <th scope="row">
                    {t(`section.${change.section}`)} ·{' '}
                    {t(meta?.labelKey ?? `field.${change.field}`)}
                  </th>
                  <td className="console-diff__before">{value(meta, change.before)}</td>
                  <td className="console-diff__after">{value(meta, change.after)}</td>
                </tr>
              );
            })}
            {changes.files.map((file) => (
              <tr key={`file.${file.kind}`} data-testid="diff-file">
                <th scope="row">
                  {t('section.upload')} · {t(`field.${file.kind}`, { defaultValue: file.kind })}
                </th>
                <td className="console-diff__before">{fileName(file.before)}</td>
                <td className="console-diff__after">{fileName(file.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
