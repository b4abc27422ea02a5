import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Reservation } from '@app/contract/calls/reservation';
import { translateMessage } from '@app/contract/issues';
import type { UploadKind } from '@app/contract/sections/upload';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../config/paths';
import { asFieldMessages, serverFieldMessages } from '../../../lib/api-error';
import { showToast } from '../../../lib/feedback';
import { reportError } from '../../../lib/report-error';
import type { ReservationContract } from '../api/reservation-contract';
import { useSaveSection } from '../api/edit-reservation';
import { clearDraft } from '../lib/drafts';
import type { FormValues } from '../lib/drafts';
import { isUploadOpen } from '../lib/change-request';
import { flowOf } from '../lib/flows';
import { clearSubmitErrors } from '../lib/submit-errors';
import { focusFirstInvalid } from '../lib/use-keyboard-safe';
import { useUploadSection } from '../lib/use-upload-section';
import { SaveBar } from './save-bar';
import { UploadTile } from './upload-tile';

interface UploadFormProps {
  appointment: Reservation;
  contract: ReservationContract;
  today: string;
}

/** One tile per document the product needs now; the section is saved once all are there. */
export function UploadForm({ appointment: reservation, contract, today }: UploadFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const upload = useUploadSection(reservation, contract, today);
  const save = useSaveSection();
  const { token } = reservation;

  const store = async (map: FormValues, quiet: boolean): Promise<boolean> => {
    const data = upload.validate(map, quiet);
    if (!data) return false;
    try {
      await save.mutateAsync({ token, section: 'upload', data });
      clearDraft(token, 'upload');
      clearSubmitErrors(token, 'upload');
      showToast(t('success.save'));
      return true;
    } catch (error) {
      upload.setErrors(asFieldMessages(serverFieldMessages(error)));
      reportError(error);
      return false;
    }
  };

  // Each finished upload is saved into the section as soon as nothing required is missing.
  const onUploaded = (kind: UploadKind, id: string) => void store(upload.change(kind, id), true);
  const onRemoved = (kind: UploadKind) => void upload.change(kind, null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (await store(upload.ids, false)) {
      void navigate(paths.appointment.href(flowOf(reservation.productType).overview, token));
    } else focusFirstInvalid(formRef.current);
  };

  const idOf = (kind: UploadKind): string | undefined => {
    const id = upload.ids[kind];
    return typeof id === 'string' && id !== '' ? id : undefined;
  };

  return (
    <form ref={formRef} className="section-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="upload__hint">{t('appointment.upload.hint')}</p>
      <ul className="card-list">
        {upload.tiles.map((field) => {
          const kind = field.key as UploadKind;
          const error = upload.errors[kind];
          return (
            <UploadTile
              key={kind}
              token={token}
              kind={kind}
              label={t(field.labelKey)}
              required={field.required === true}
              accept={contract.acceptedMimes(kind)}
              uploadId={idOf(kind)}
              fileUrl={reservation.uploads.find((file) => file.id === idOf(kind))?.url}
              error={error ? translateMessage(error, t) : undefined}
              locked={!isUploadOpen(reservation, kind)}
              onUploaded={onUploaded}
              onRemoved={onRemoved}
            />
          );
        })}
      </ul>
      <SaveBar pending={save.isPending} />
    </form>
  );
}
