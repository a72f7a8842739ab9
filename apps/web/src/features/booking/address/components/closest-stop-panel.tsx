import { lazy, Suspense, useId, useState } from 'react';
import type { Address, GeoPrediction, LatLng } from '@alpine/contract';
import { useQuery } from '@tanstack/react-query';
import { ComboBox, Group, Input, Label, ListBox, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { getPublicConfig } from '../../../../lib/api-client.ts';
import { logFailure } from '../../../../lib/log.ts';
import type { EndKey } from '../address-rules.ts';
import { findPlace } from '../api/find-place.ts';
import { getWalkingRoute, type WalkingRoute } from '../api/get-walking-route.ts';
import { usePlaceSuggestions } from '../api/suggest-places.ts';
import {
  nearestByWalking,
  nearestStops,
  stopChoices,
  walkableStops,
  type StopChoice,
  type WalkedStop,
} from '../closest-stop.ts';
import { PlaceOption } from './place-option.tsx';
import { useWalkText } from './use-walk-text.ts';

const StopMap = lazy(() => import('./stop-map.tsx'));

/** OpenStreetMap's tiles, when the config of an older server names none (ADR 018). */
const DEFAULT_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

interface ClosestStopPanelProps {
  /** 'return' is the return journey's variant (spec part 2 §4). */
  variant: 'outbound' | 'return';
  /** The location the place is looked up around (closest-stop.ts searchLocation). */
  locationID: number;
  /** The origin's and the destination's address lists, as the stop dropdowns show them. */
  origin: Address[];
  destination: Address[];
  /** The label of each end's dropdown ('Pick-up point', ...), to say which one was set. */
  endLabels: Record<EndKey, string>;
  /** 'Click here to update your booking': sets the stop of `end` in the form. */
  onChoose: (end: EndKey, address: Address) => void;
}

interface Found {
  place: { name: string } & LatLng;
  stops: WalkedStop<WalkingRoute>[];
  chosen: number;
}

const stopKey = (s: StopChoice) => `${s.end}:${s.address.addressID}`;

/**
 * 'Find your closest stop' (spec part 2 §2.4, §4, §5, §7; ADR 018): a collapsed panel of
 * the fixed-stop layout. Its place field suggests the gazetteer's places as you type; Search looks
 * the place up through the geo proxy (an empty field with no place chosen does nothing; nothing
 * found says 'Address Not Found'), takes the 3 stops nearest by distance across both location
 * lists (locationID 1 ignored), asks each its walking route, and highlights the nearest by walking
 * distance. Only stops within 2.0 km on foot are listed and can be set; when none is, it says
 * 'No stop is within walking distance of this place.' and offers no update (ADR 018). The list is the
 * accessible alternative to the map (lazy Leaflet chunk); another stop can be picked from it. 'Click here to
 * update your booking' sets that stop's end in the form.
 */
export function ClosestStopPanel(props: ClosestStopPanelProps) {
  const { t } = useTranslation();
  const walkText = useWalkText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<GeoPrediction | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(picked ? '' : input, props.locationID);
  const config = useQuery({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Infinity,
    enabled: open,
  });
  const tiles = config.data?.map ?? DEFAULT_TILES;
  const choices = stopChoices(props.variant, props.origin, props.destination);
  const title = props.variant === 'return' ? t('closestStop.returnTitle') : t('closestStop.title');

  const search = async () => {
    const text = input.trim();
    if (!text && !picked) return; // spec part 2 §5: empty input with no place does nothing
    setSearching(true);
    setError(null);
    setUpdated(null);
    try {
      const place = picked
        ? { name: picked.organisation, ...picked.location }
        : await findPlace(text, props.locationID).then((c) =>
            c ? { name: c.name, ...c.geometry.location } : null,
          );
      const considered = place ? nearestStops(place, choices) : [];
      if (!place || considered.length === 0) {
        setFound(null);
        setError(t('closestStop.notFound'));
        return;
      }
      const stops = await Promise.all(
        considered.map(async (s) => ({
          ...s,
          route: await getWalkingRoute(place, { lat: s.address.latitude, lng: s.address.longitude }).catch(
            () => null,
          ),
        })),
      );
      // ADR 018: only stops within 2.0 km on foot are offered; none, and the tool says so
      const walkable = walkableStops(stops);
      const nearest = nearestByWalking(walkable);
      if (!nearest) {
        setFound(null);
        setError(t('closestStop.noStopNearby'));
        return;
      }
      setFound({ place, stops: walkable, chosen: walkable.indexOf(nearest) });
    } catch (failure) {
      logFailure('closest-stop search failed', failure);
      setFound(null);
      setError(t('closestStop.notFound'));
    } finally {
      setSearching(false);
    }
  };

  const chosen = found?.stops[found.chosen];
  const nearestIndex = found ? found.stops.indexOf(nearestByWalking(found.stops)!) : -1;
  const mapStops = (found ? found.stops : choices).map((s) => ({
    id: stopKey(s),
    name: s.address.organisation,
    lat: s.address.latitude,
    lng: s.address.longitude,
  }));

  return (
    <section className={`closest-stop${open ? ' closest-stop--open' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 className="closest-stop__heading">
        <button
          type="button"
          className="closest-stop__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" className="closest-stop__pin" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
            />
          </svg>
          <span id={`${id}-title`}>{title}</span>
          <span aria-hidden="true" className="closest-stop__chevron">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h3>
      {open && (
        <div className="closest-stop__body" id={`${id}-body`}>
          <form
            className="closest-stop__form"
            role="search"
            aria-label={title}
            onSubmit={(e) => {
              e.preventDefault();
              void search();
            }}
          >
            <ComboBox<GeoPrediction>
              className="field closest-stop__field"
              items={suggestions.data ?? []}
              inputValue={input}
              allowsCustomValue
              allowsEmptyCollection
              menuTrigger="input"
              onInputChange={(text) => {
                if (picked && text === picked.organisation) return;
                setInput(text);
                setPicked(null);
              }}
              onSelectionChange={(key) => {
                const prediction = suggestions.data?.find((p) => p.description === key);
                if (!prediction) return;
                setPicked(prediction);
                setInput(prediction.organisation);
              }}
            >
              <Label className="field__label">{t('closestStop.placeLabel')}</Label>
              <Group className="field__control search-combo__control">
                <Input
                  className="field__input"
                  placeholder={t('closestStop.placeholder')}
                  onKeyDown={(e) => {
                    // Enter searches, unless it picks the suggestion the arrow keys are on
                    if (e.key !== 'Enter' || e.currentTarget.getAttribute('aria-activedescendant')) return;
                    e.preventDefault();
                    void search();
                  }}
                />
              </Group>
              <Popover className="search-combo__popover" placement="bottom start">
                <ListBox<GeoPrediction>
                  className="search-combo__list"
                  renderEmptyState={() => (
                    <p className="search-combo__empty">
                      {input.trim().length < 2
                        ? t('closestStop.typeMore')
                        : suggestions.isFetching
                          ? t('common.loading')
                          : t('address.noMatch')}
                    </p>
                  )}
                >
                  {(p) => <PlaceOption id={p.description} place={p} />}
                </ListBox>
              </Popover>
            </ComboBox>
            <button
              type="submit"
              className="button button--primary closest-stop__search"
              disabled={searching}
            >
              {t('closestStop.search')}
            </button>
          </form>
          <div aria-live="polite">
            {error && (
              <p className="closest-stop__error" role="alert">
                {error}
              </p>
            )}
            {found && (
              <fieldset className="closest-stop__stops">
                <legend>{t('closestStop.stopsHeading', { place: found.place.name })}</legend>
                {found.stops.map((s, index) => (
                  <label
                    key={stopKey(s)}
                    className={`closest-stop__stop${index === nearestIndex ? ' closest-stop__stop--nearest' : ''}`}
                  >
                    <input
                      type="radio"
                      name={`${id}-stop`}
                      checked={index === found.chosen}
                      onChange={() => {
                        setFound({ ...found, chosen: index });
                        setUpdated(null);
                      }}
                    />
                    <span className="closest-stop__stop-text">
                      <span className="closest-stop__stop-name">
                        {s.address.organisation}
                        {index === nearestIndex && (
                          <span className="closest-stop__badge">{t('closestStop.nearest')}</span>
                        )}
                      </span>
                      <span className="closest-stop__stop-meta">
                        {props.endLabels[s.end]} · {walkText(s.route)}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          </div>
          {found && chosen && (
            <div className="closest-stop__actions">
              <button
                type="button"
                className="button button--cta"
                onClick={() => {
                  props.onChoose(chosen.end, chosen.address);
                  setUpdated(
                    t('closestStop.updated', {
                      stop: chosen.address.organisation,
                      end: props.endLabels[chosen.end],
                    }),
                  );
                }}
              >
                {t('closestStop.update')}
              </button>
              <p className="closest-stop__updated" role="status">
                {updated}
              </p>
            </div>
          )}
          <Suspense fallback={<p className="stop-map stop-map--loading">{t('closestStop.mapLoading')}</p>}>
            <StopMap
              tileUrl={tiles.tileUrl}
              attribution={tiles.attribution}
              stops={mapStops}
              chosenID={chosen ? stopKey(chosen) : null}
              place={found ? { id: 'place', ...found.place } : null}
              route={chosen?.route?.path ?? null}
              label={t('closestStop.mapLabel')}
              tilesFailedText={t('closestStop.tilesFailed')}
            />
          </Suspense>
          <p className="closest-stop__hint">{t('closestStop.mapHint')}</p>
        </div>
      )}
    </section>
  );
}
