import { useId, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { safeBack, storePickedLocation } from '../picked';
import { registerLocationTexts } from '../register-texts';

registerLocationTexts();

type Position = { lat: number; lng: number };
const fixed = (n: number) => n.toFixed(6);

/**
 * /choose-location?field=&back=: an address typed by hand (works offline) or the current
 * position's coordinates, handed back to the form through sessionStorage.
 */
export function ChooseLocationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const field = params.get('field') ?? '';
  const back = safeBack(params.get('back'));
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [position, setPosition] = useState<Position | null>(null);
  const [status, setStatus] = useState<'idle' | 'locating' | 'failed'>('idle');
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ lat: coords.latitude, lng: coords.longitude });
        setStatus('idle');
      },
      () => setStatus('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const chosen =
    address.trim() || (position ? `${fixed(position.lat)}, ${fixed(position.lng)}` : '');
  const confirm = () => {
    if (!chosen) return;
    storePickedLocation(field, chosen);
    if (back) void navigate(back, { replace: true });
    else void navigate(-1);
  };

  const preview = paths.openLocationHref(
    chosen,
    position ? { lat: fixed(position.lat), lng: fixed(position.lng) } : undefined,
  );

  return (
    <div className="location-screen">
      <PageHeader title={t('location.choose.title')} {...(back ? { back } : {})} />
      <main className="location-screen__body">
        <p className="location-screen__hint">{t('location.choose.hint')}</p>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('location.choose.address')}
          </label>
          <div className="field__control">
            <textarea
              id={inputId}
              name="address"
              className="field__input location-screen__textarea"
              maxLength={120}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
            />
          </div>
        </div>
        {canLocate && (
          <Button onClick={locate} loading={status === 'locating'} disabled={status === 'locating'}>
            {t('location.choose.useCurrent')}
          </Button>
        )}
        <div aria-live="polite">
          {status === 'locating' && (
            <p className="location-screen__coords">{t('location.choose.locating')}</p>
          )}
          {status === 'failed' && (
            <p className="field__error">{t('location.choose.unavailable')}</p>
          )}
          {position && (
            <p className="location-screen__coords" data-testid="current-position">
              {t('location.choose.coordinates', {
                lat: fixed(position.lat),
                lng: fixed(position.lng),
              })}
            </p>
          )}
        </div>
        {chosen && <Link to={preview}>{t('location.choose.preview')}</Link>}
        <Button
          block
          color="primary"
          disabled={!chosen}
          onClick={confirm}
          data-testid="location-confirm"
        >
          {t('location.choose.confirm')}
        </Button>
      </main>
    </div>
  );
}
