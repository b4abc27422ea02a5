import { useTranslation } from '../../../../i18n/use-translation';
import { FileTile } from '../../../components/file-tile';
import type { ReservationUpload } from '@app/contract/admin/api/reservations';
import { Card } from '../../../kit/detail/card';

/**
 * The reservation's uploaded files, each under its kind's label, viewed in place: the files in
 * use first, then those a later file replaced (kept for the record, issue 36), each marked.
 */
export function UploadView({ uploads }: { uploads: readonly ReservationUpload[] }) {
  const { t } = useTranslation();
  const current = uploads.filter((upload) => upload.current !== false);
  const replaced = uploads.filter((upload) => upload.current === false);
  const tiles = (list: readonly ReservationUpload[], state: 'current' | 'replaced') => (
    <div className="file-grid" data-testid={`uploads-${state}`}>
      {list.map((upload) => (
        <FileTile
          key={upload.id}
          path={upload.url}
          name={upload.name}
          mime={upload.mime}
          caption={
            state === 'replaced'
              ? t('pda.reservation.replacedFile', {
                  kind: t(`field.${upload.kind}`, { defaultValue: upload.kind }),
                })
              : t(`field.${upload.kind}`, { defaultValue: upload.kind })
          }
        />
      ))}
    </div>
  );
  return (
    <Card titleId="section-upload" title={t('section.upload')}>
      {uploads.length === 0 ? (
        <p className="console-state">{t('pda.reservation.noUploads')}</p>
      ) : (
        tiles(current, 'current')
      )}
      {replaced.length > 0 && (
        <>
          <h3 className="console-card__subtitle">{t('pda.reservation.replacedFiles')}</h3>
          {tiles(replaced, 'replaced')}
        </>
      )}
    </Card>
  );
}
