import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { searchPlaces, type PlaceHit } from './place-search.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The middle of Germany, for a location without coordinates yet. */
const GERMANY: LatLngTuple = [51.16, 10.45];
/** Spec 001 §7: default zoom 7, picker 400 by 400. */
const DEFAULT_ZOOM = 7;
const POINT_ZOOM = 15;

const rounded = (n: number) => Number(n.toFixed(6));

function ClickToSet({ onPick }: { onPick: (point: GeoPoint) => void }) {
  useMapEvents({
    click: (event) =>
      onPick({ latitude: rounded(event.latlng.lat), longitude: rounded(event.latlng.lng) }),
  });
  return null;
}

/** Moves the map to a point chosen outside it (a search hit). */
function FlyTo({ target }: { target: LatLngTuple | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.setView(target, POINT_ZOOM);
  }, [map, target]);
  return null;
}

/**
 * A map (OpenStreetMap tiles) where a click places the point, with a place search. Loaded
 * only when a form with a map point opens; offline, the coordinates are typed by hand.
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
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<PlaceHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [target, setTarget] = useState<LatLngTuple | null>(null);

  async function search() {
    if (query.trim().length < 3) return;
    setSearching(true);
    setFailure(null);
    try {
      setHits(await searchPlaces(query.trim()));
    } catch {
      setHits(null);
      setFailure('Die Ortssuche ist gerade nicht erreichbar. Koordinaten bitte von Hand eingeben.');
    } finally {
      setSearching(false);
    }
  }

  function choose(hit: PlaceHit) {
    onPick({ latitude: rounded(hit.latitude), longitude: rounded(hit.longitude) });
    setTarget([hit.latitude, hit.longitude]);
    setHits(null);
  }

  return (
    <Stack gap="xs" maw={400}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={`${label}: Ort suchen`}
          placeholder="z. B. Sportplatz Musterstadt"
          style={{ flex: 1 }}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter searches instead of submitting the form around it.
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={14} aria-hidden />}
          loading={searching}
          disabled={query.trim().length < 3}
          onClick={() => void search()}
        >
          Suchen
        </Button>
      </Group>
      {hits && hits.length === 0 ? (
        <Text size="sm" c="dimmed">
          Kein Ort gefunden
        </Text>
      ) : null}
      {hits && hits.length > 0 ? (
        <Stack gap={4} role="list" aria-label="Gefundene Orte">
          {hits.map((hit) => (
            <Button
              key={`${hit.latitude},${hit.longitude},${hit.name}`}
              role="listitem"
              variant="subtle"
              justify="flex-start"
              size="compact-sm"
              onClick={() => choose(hit)}
            >
              {hit.name}
            </Button>
          ))}
        </Stack>
      ) : null}
      {failure ? (
        <Text size="xs" c="red.9" role="alert">
          {failure}
        </Text>
      ) : null}
      <div role="group" aria-label={`${label}: Karte, ein Klick setzt den Punkt`}>
        <MapContainer
          center={center}
          zoom={value ? POINT_ZOOM : DEFAULT_ZOOM}
          style={{ height: 400, width: '100%', maxWidth: 400, borderRadius: 8 }}
        >
          <TileLayer
            url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende'
            maxZoom={19}
          />
          {value ? <CircleMarker center={center} radius={8} /> : null}
          <ClickToSet onPick={onPick} />
          <FlyTo target={target} />
        </MapContainer>
      </div>
    </Stack>
  );
}
