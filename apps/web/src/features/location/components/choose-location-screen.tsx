import { useId } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { InputField } from '../../../components/input-field';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { fixed, safeBack, storePickedLocation } from '../picked';
import { registerLocationTexts } from '../register-texts';
import { ADDRESS_MAX, useLocationChoice } from '../use-location-choice';
import { MapView } from './map-view';
import { PlaceSearch } from './place-search';

registerLocationTexts();

/**
 * /choose-location?field=&back=: an address typed by hand (works offline), or the address the
 * geocoder names for the current position, handed back to the form through sessionStorage. With MAP_TILE_URL a
 * map whose pin the user moves; with GEOCODER_URL a place search, and the address of the pin.
 */
export function ChooseLocationScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const field = params.get('field') ?? '';
  const back = safeBack(params.get('back'));
  const mapHintId = useId();
  const { mapTileUrl, geocoderUrl, mapAttribution } = getRuntimeConfig();
  const choice = useLocationChoice(i18n.language, geocoderUrl !== '');
  const { address, point, locate } = choice;
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  // Only words go into an address field, never coordinates (issue 36): without a geocoder the
  // position is shown, and the person types the address.
  const chosen = address.trim();
  // Not {lat, lng}: i18next reads an option named lng as the language.
  const coordinates = point ? { latitude: fixed(point.lat), longitude: fixed(point.lng) } : null;
  const confirm = () => {
    if (!chosen) return;
    storePickedLocation(field, chosen);
    if (back) void navigate(back, { replace: true });
    else void navigate(-1);
  };

  const preview = paths.openLocationHref(
    chosen || (coordinates ? `${coordinates.latitude}, ${coordinates.longitude}` : ''),
    point ? { lat: fixed(point.lat), lng: fixed(point.lng) } : undefined,
  );

  return (
    <div className="location-screen">
      <PageHeader title={t('location.choose.title')} {...(back ? { back } : {})} />
      <main className="location-screen__body">
        <p className="location-screen__hint">{t('location.choose.hint')}</p>
        {geocoderUrl && <PlaceSearch picked={choice.place} onPick={choice.pickPlace} />}
        {mapTileUrl && (
          <div className="location-screen__map-area">
            <MapView
              template={mapTileUrl}
              attribution={mapAttribution}
              pin={point}
              recentre={choice.recentre}
              onPick={choice.pickOnMap}
              describedBy={mapHintId}
            />
            <p id={mapHintId} className="location-screen__hint">
              {t('location.map.hint')}
            </p>
          </div>
        )}
        <InputField
          name="address"
          label={t('location.choose.address')}
          value={address}
          onChange={choice.typeAddress}
          maxLength={ADDRESS_MAX}
          multiline
        />
        {canLocate && (
          <Button
            onClick={choice.useDevicePosition}
            loading={locate === 'locating'}
            disabled={locate === 'locating'}
          >
            {t('location.choose.useCurrent')}
          </Button>
        )}
        <div aria-live="polite">
          {locate === 'locating' && (
            <p className="location-screen__coords">{t('location.choose.locating')}</p>
          )}
          {locate === 'failed' && (
            <p className="field__error">{t('location.choose.unavailable')}</p>
          )}
          {locate === 'denied' && <p className="field__error">{t('location.choose.denied')}</p>}
          {coordinates && (
            <p className="location-screen__coords" data-testid="current-position">
              {choice.source === 'device'
                ? t('location.choose.coordinates', coordinates)
                : t('location.choose.pinned', coordinates)}
            </p>
          )}
          {coordinates && choice.source === 'device' && !geocoderUrl && !chosen && (
            <p className="location-screen__coords">{t('location.choose.typeAddress')}</p>
          )}
          {choice.lookup === 'looking' && (
            <p className="location-screen__coords">{t('location.reverse.looking')}</p>
          )}
          {choice.lookup === 'failed' && (
            <p className="location-screen__coords">{t('location.reverse.failed')}</p>
          )}
        </div>
        {(chosen || point) && <Link to={preview}>{t('location.choose.preview')}</Link>}
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
