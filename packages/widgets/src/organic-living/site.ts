import { ORGANIC_LIVING_SITE } from './copy.ts';

/** The page's banner images: the store's image service draws five, 16:5, at these widths. */
export const ORGANIC_LIVING_IMAGE_COUNT = 5;
export const ORGANIC_LIVING_IMAGE_WIDTHS = [800, 1600] as const;
export const ORGANIC_LIVING_IMAGE_SIZE = { width: 1600, height: 500 } as const;

/**
 * Banner image `n` (1..5) at width `w`, root-relative like every image path the API hands out:
 * the Img primitive resolves it against the API origin (mediaUrl) and builds its srcset.
 */
export function organicLivingImage(n: number, w: number = ORGANIC_LIVING_IMAGE_SIZE.width): string {
  return `/media/pages/organic-living-${n}-${w}.webp`;
}

interface MapPlace {
  latitude: number;
  longitude: number;
  span: { latitude: number; longitude: number };
}

const fixed = (n: number) => n.toFixed(4);

/** OpenStreetMap's embeddable map around `place`, with a marker on it. */
export function mapEmbedUrl(place: MapPlace = ORGANIC_LIVING_SITE): string {
  const { latitude: lat, longitude: lon, span } = place;
  const bbox = [lon - span.longitude, lat - span.latitude, lon + span.longitude, lat + span.latitude].map(fixed).join(',');
  // Numbers, commas and dots only: nothing to escape, and the form OpenStreetMap's share dialog gives.
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lon)}`;
}

/** The same place on openstreetmap.org, for the "Open the map" link. */
export function mapPageUrl(place: MapPlace = ORGANIC_LIVING_SITE, zoom = 15): string {
  const lat = fixed(place.latitude);
  const lon = fixed(place.longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
