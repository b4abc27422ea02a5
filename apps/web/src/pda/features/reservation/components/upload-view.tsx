import { useTranslation } from '../../../../i18n/use-translation';
import { FileTile } from '../../../components/file-tile';
import type { ReservationUpload } from '../../../lib/admin-types';

/** The reservation's uploaded files, each under its kind's label, viewed in place. */
export function UploadView({ uploads }: { uploads: readonly ReservationUpload[] }) {
  const { t } = useTranslation();
  return (
    <section className="console-card" aria-labelledby="section-upload">
      <h2 id="section-upload" className="console-card__title">
        {t('section.upload')}
      </h2>
      {uploads.length === 0 ? (
        <p className="console-state">{t('pda.reservation.noUploads')}</p>
      ) : (
        <div className="file-grid">
          {uploads.map((upload) => (
            <FileTile
              key={upload.id}
              path={upload.url}
              name={upload.name}
              mime={upload.mime}
              caption={t(`field.${upload.kind}`, { defaultValue: upload.kind })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
