import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { usePlaceSearch } from '../api/geocoder';
import type { Place } from '../api/geocoder';

interface PlaceSearchProps {
  /** The place last picked from the results, marked in the list. */
  picked: Place | null;
  onPick: (place: Place) => void;
}

/**
 * Search on the configured geocoder when the user submits (never while typing), results as a
 * list of buttons: reachable with Tab, read as a list, the count announced.
 */
export function PlaceSearch({ picked, onPick }: PlaceSearchProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = usePlaceSearch(query, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };

  let status = '';
  if (search.isFetching) status = t('location.search.searching');
  else if (search.isError) status = t('location.search.failed');
  else if (search.data?.length === 0) status = t('location.search.none', { query });
  else if (search.data) status = t('location.search.found', { count: search.data.length });

  return (
    <section className="location-search">
      <form className="location-search__form" role="search" onSubmit={submit}>
        <label className="field__label" htmlFor={inputId}>
          {t('location.search.label')}
        </label>
        <div className="location-search__row">
          <div className="field__control location-search__control">
            <input
              id={inputId}
              type="search"
              name="place"
              className="field__input"
              maxLength={200}
              enterKeyHint="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <Button type="submit" color="primary" fill="outline" loading={search.isFetching}>
            {t('location.search.submit')}
          </Button>
        </div>
      </form>
      <p
        className={search.isError ? 'field__error' : 'location-screen__coords'}
        aria-live="polite"
        data-testid="place-search-status"
      >
        {status}
      </p>
      {!search.isFetching && search.data && search.data.length > 0 && (
        <ul className="location-search__results" aria-label={t('location.search.results')}>
          {search.data.map((place) => {
            const current =
              picked?.label === place.label && picked.lat === place.lat && picked.lng === place.lng;
            return (
              <li key={`${place.lat},${place.lng},${place.label}`}>
                <button
                  type="button"
                  className="location-search__result"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onPick(place)}
                >
                  {place.label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
