/** A place found by the maps service. */
export interface PlaceHit {
  name: string;
  latitude: number;
  longitude: number;
}

/** OpenStreetMap's Nominatim: free text to places, in German, at most five. */
export const PLACE_SEARCH_URL = 'https://nominatim.openstreetmap.org/search';

export async function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceHit[]> {
  const url = new URL(PLACE_SEARCH_URL);
  url.search = new URLSearchParams({
    q: query,
    format: 'jsonv2',
    limit: '5',
    'accept-language': 'de',
  }).toString();
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`place search answered ${response.status}`);
  const places = (await response.json()) as { display_name: string; lat: string; lon: string }[];
  return places.map((place) => ({
    name: place.display_name,
    latitude: Number(place.lat),
    longitude: Number(place.lon),
  }));
}
