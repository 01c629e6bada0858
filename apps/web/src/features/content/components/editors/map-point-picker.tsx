import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import type { LatLngTuple } from 'leaflet';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The middle of Germany, for a location without coordinates yet. */
const GERMANY: LatLngTuple = [51.16, 10.45];

function ClickToSet({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(event.latlng.lng.toFixed(6)),
      }),
  });
  return null;
}

/**
 * A map (OpenStreetMap tiles) where a click places the point. Loaded only when a form with a
 * map point opens; without tiles (offline) the coordinates are still typed by hand beside it.
 */
export default function MapPointPicker({
  label,
  value,
  onPick,
}: {
  label: string;
  value: GeoPoint | null;
  onPick: (point: GeoPoint) => void;
}) {
  const center: LatLngTuple = value ? [value.latitude, value.longitude] : GERMANY;
  return (
    <div role="group" aria-label={`${label}: Karte, ein Klick setzt den Punkt`}>
      <MapContainer
        center={center}
        zoom={value ? 15 : 5}
        style={{ height: 260, borderRadius: 8 }}
        attributionControl
      >
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende'
          maxZoom={19}
        />
        {value ? <CircleMarker center={center} radius={8} /> : null}
        <ClickToSet onPick={onPick} />
      </MapContainer>
    </div>
  );
}
