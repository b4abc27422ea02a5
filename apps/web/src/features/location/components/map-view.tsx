import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { loadChunk, retryableImport } from '../../../lib/lazy-screen';
import type { LocationMapProps } from './location-map';

/** Leaflet and its stylesheet arrive only when a screen shows a configured map. */
const LocationMap = lazy(() =>
  loadChunk(() => retryableImport(() => import('./location-map')))().then((m) => ({
    default: m.LocationMap,
  })),
);

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The map in its reserved box: a loading line while its chunk arrives, and if the chunk cannot
 * be loaded a message instead (the typed address still works).
 */
export function MapView(props: LocationMapProps) {
  const { t } = useTranslation();
  return (
    <div className="location-map__frame">
      <MapBoundary
        fallback={
          <p className="field__error location-map__state" role="alert">
            {t('location.map.failed')}
          </p>
        }
      >
        <Suspense
          fallback={
            <p className="location-map__state" role="status">
              {t('location.map.loading')}
            </p>
          }
        >
          <LocationMap {...props} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
