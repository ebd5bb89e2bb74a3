import { defineElement } from '../shared/element.ts';
import { OrganicLiving } from './OrganicLiving.tsx';
import styles from './organic-living.css?inline';

/**
 * `<so-organic-living>`: the /organic-living page, the store's lakeside forest plotting
 * project near Ahmedabad: a carousel of five banner images (the image service's
 * /media/pages/organic-living-{n}-{w}.webp, one per view, 10 s autoplay, previous/next buttons and
 * dots), the project's narrative (natural farming, native trees, water harvesting, community; plots
 * on request, details at a site visit), the site address, an embedded OpenStreetMap map with an
 * "Open the map" link (new tab), and the project desk's phone as a tel: link. When the store's
 * staff wrote the page (GET /content-pages/organic-living/), their title and text replace the
 * narrative; the carousel, address, map and phone stay. While that call is on its way a skeleton
 * stands in for the text. The page's CSP must allow https://www.openstreetmap.org in frame-src (the
 * reference server's does).
 *
 * @tag so-organic-living
 * @csspart content - the staff's text
 * @csspart organic-living - the page (root)
 * @csspart text - the text
 * @csspart address - an address card
 * @csspart map - the map link or frame
 * @csspart contact - the contact block
 * @csspart phone - a phone (tel:) link
 * @csspart banners - the banner carousel
 * @csspart banner - a banner
 * @csspart carousel - a carousel (track, arrows, dots)
 */
export const define = () => defineElement('so-organic-living', OrganicLiving, { styles });
