import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import 'leaflet/dist/leaflet.css';

/** A point drawn on the map: a stop or the traveller's place. */
export interface MapPoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface StopMapProps {
  /** Tile URL template ({z}/{x}/{y}) and its attribution (HTML), from GET /api/v1/config. */
  tileUrl: string;
  attribution: string;
  stops: MapPoint[];
  /** The stop the route leads to, drawn larger and darker. */
  chosenID: string | null;
  place: MapPoint | null;
  /** The walking route, [lat, lng] pairs. */
  route: LatLngTuple[] | null;
  /** The map's accessible name. */
  label: string;
  /** Said when the tiles cannot load (the drawing still shows on a plain background). */
  tilesFailedText: string;
}

/** Fits the view to every point drawn whenever they change. */
function FitToPoints({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    if (points.length === 0) return;
    map.invalidateSize();
    map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: 17, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the points change
  }, [map, key]);
  return null;
}

/**
 * The closest-stop map (spec part 2 §2.4, §4; ADR 018): Leaflet through react-leaflet, in its
 * own chunk loaded when the panel opens. The view fits every stop, then the place and the chosen
 * stop with its route. Tiles from the configured URL with its attribution; the
 * stops (circles), the place (a ringed circle) and the walking route (a line) are vectors, so they
 * show on the plain background when tiles fail to load, with a note. Keyboard: the map takes the
 * focus and pans with the arrow keys, zooms with + and -; the stop list beside it carries the same
 * information for screen readers.
 */
export default function StopMap(props: StopMapProps) {
  const { stops, chosenID, place, route } = props;
  const [tilesFailed, setTilesFailed] = useState(false);
  const chosen = stops.find((s) => s.id === chosenID);
  // with a route, the view fits the place and the chosen stop; before, every stop
  const points: LatLngTuple[] =
    place && chosen
      ? [[place.lat, place.lng], [chosen.lat, chosen.lng], ...(route ?? [])]
      : stops.map((s): LatLngTuple => [s.lat, s.lng]);
  const center: LatLngTuple = points[0] ?? [45.92, 6.87];
  return (
    <div className="stop-map">
      <MapContainer
        center={center}
        zoom={15}
        scrollWheelZoom={false}
        className="stop-map__canvas"
        ref={(map) => {
          const container = map?.getContainer();
          container?.setAttribute('aria-label', props.label);
          container?.setAttribute('role', 'region');
        }}
      >
        <TileLayer
          url={props.tileUrl}
          attribution={props.attribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {route && (
          <Polyline positions={route} pathOptions={{ color: '#0b5cad', weight: 5, dashArray: '8 6' }} />
        )}
        {stops.map((s) => (
          <CircleMarker
            key={s.id}
            center={[s.lat, s.lng]}
            radius={s.id === chosenID ? 10 : 7}
            pathOptions={{
              color: '#ffffff',
              weight: 2,
              fillColor: s.id === chosenID ? '#0b5cad' : '#5b6b7a',
              fillOpacity: 1,
            }}
          >
            {/* react-leaflet fixes `permanent` at creation: a new tooltip when the choice changes */}
            <Tooltip
              key={s.id === chosenID ? 'chosen' : 'other'}
              direction="auto"
              permanent={s.id === chosenID}
            >
              {s.name}
            </Tooltip>
          </CircleMarker>
        ))}
        {place && (
          <CircleMarker
            center={[place.lat, place.lng]}
            radius={9}
            pathOptions={{ color: '#c2410c', weight: 4, fillColor: '#ffffff', fillOpacity: 1 }}
          >
            <Tooltip direction="auto" permanent>
              {place.name}
            </Tooltip>
          </CircleMarker>
        )}
        <FitToPoints points={points} />
      </MapContainer>
      {tilesFailed && (
        <p className="stop-map__note" role="status">
          {props.tilesFailedText}
        </p>
      )}
    </div>
  );
}
