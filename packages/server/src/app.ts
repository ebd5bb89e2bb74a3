import { existsSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import {
  ANSWER,
  COMPANY_ID,
  HEADER_AUTHORIZATION,
  HEADER_COMPANY_ID,
  HEADER_PARTNER,
  HEADER_VISITOR_ID,
  MSG,
} from '@so/contract';
import { bearerToken, currentAuth } from './accounts/sessions.ts';
import { createCatalogueCache, DEFAULT_CATALOGUE_CACHE } from './catalogue/cache.ts';
import type { Db } from './db/types.ts';
import type { Deps, ServerConfig } from './deps.ts';
import { FieldErrors, HttpError } from './http/errors.ts';
import { controlCharacterGuard } from './http/guard.ts';
import { LOCALHOST_ORIGIN } from './http/origins.ts';
import { apiReader, bodies, onceEach, sitePageHead } from './http/page-head.ts';
import { robotsTxt, seoFile, sitemapEntries, sitemapXml } from './http/seo.ts';
import { IMMUTABLE, serveSite } from './http/static.ts';
import { serveStorybook, STORYBOOK_PATH } from './http/storybook.ts';
import { createMediaService, diskMediaCache, memoryMediaCache, type MediaService } from './media/render.ts';
import { accountRoutes } from './routes/account.ts';
import { addressRoutes } from './routes/addresses.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { coinRoutes } from './routes/coins.ts';
import { contentRoutes } from './routes/content.ts';
import { documentRoutes } from './routes/documents.ts';
import { eliteRoutes } from './routes/elite.ts';
import { enquiryRoutes } from './routes/enquiries.ts';
import { geoRoutes } from './routes/geo.ts';
import { giftVoucherRoutes } from './routes/giftVouchers.ts';
import { homeRoutes } from './routes/home.ts';
import { orderRoutes } from './routes/orders.ts';
import { partnerRoutes } from './routes/partners.ts';
import { originAllowed } from './partners/origins.ts';
import { partnerOrigins } from './partners/partners.ts';
import { paymentRoutes } from './routes/payments.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { notificationRoutes, tellRestockedAfterStaffWrites } from './routes/notifications.ts';
import { staffRoutes } from './routes/staff.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { userRoutes } from './routes/user.ts';
import { wishlistRoutes } from './routes/wishlist.ts';
import type { PreDebitNoticeSender, RecurringChargeSender } from './payments/recurring.ts';
import type { RefundSender } from './payments/refunds.ts';
import { securityHeaders } from './http/headers.ts';
import { localOrStaff } from './http/local.ts';
import { readOutbox } from './accounts/outbox.ts';
import { outboxPage } from './notify/outbox-page.ts';

const API_HEADERS = [HEADER_COMPANY_ID, HEADER_VISITOR_ID, HEADER_AUTHORIZATION, HEADER_PARTNER, 'Content-Type'];
const PUBLIC_ASSET_PREFIXES = ['/widgets/', '/assets/', '/media/'];
const MAX_BODY_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  db: Db;
  config: ServerConfig;
  /** The image service (shared with the background warm-up); by default one on config.mediaDir. */
  media?: MediaService;
  /** How refunds reach the gateway; by default the configured gateway's (tests record them). */
  refundSender?: RefundSender;
  /** How subscription deliveries are charged; by default the configured gateway's (tests replace it). */
  recurringChargeSender?: RecurringChargeSender;
  /** How the gateway is told of a coming charge (pre-debit notice); by default the configured gateway's (tests replace it). */
  preDebitNoticeSender?: PreDebitNoticeSender;
  /** The clock of handoff expiry and partner attribution (tests move it); default: the system clock. */
  now?: () => Date;
}

/** The image service of `config`: rendered files in config.mediaDir, or in memory. */
export function mediaServiceFor(db: Db, config: ServerConfig): MediaService {
  return createMediaService(db, config.mediaDir ? diskMediaCache(config.mediaDir) : memoryMediaCache());
}

function allowedOrigin(config: ServerConfig, origin: string, c: Context): string | null {
  if (!origin) return null;
  // A partner's pages (PARTNERS) call the API from their own origins.
  if (originAllowed(partnerOrigins(config.partners.partners), origin)) return origin;
  if (config.corsOrigins) return config.corsOrigins.includes(origin) ? origin : null;
  if (LOCALHOST_ORIGIN.test(origin)) return origin;
  try {
    return new URL(origin).host === c.req.header('Host') ? origin : null;
  } catch {
    return null;
  }
}

function errorJson(c: Context, error: HttpError): Response {
  return c.json({ status: false, message: error.message }, error.status);
}

/** The whole HTTP surface: /api, /media (generated images) and the built site. */
export function createApp({ db, config, media = mediaServiceFor(db, config), refundSender, recurringChargeSender, preDebitNoticeSender, now }: CreateAppOptions): Hono {
  // The catalogue cache of this app: told of this process's writes through db.onWrite.
  const catalogue = createCatalogueCache(db, config.catalogueCache ?? DEFAULT_CATALOGUE_CACHE);
  const deps: Deps = { db, config, catalogue, media, refundSender, recurringChargeSender, preDebitNoticeSender, now };
  const app = new Hono({ strict: false });

  app.onError((error, c) => {
    if (error instanceof FieldErrors) return c.json({ status: false, message: error.message, errors: error.errors }, 400);
    if (error instanceof HttpError) return errorJson(c, error);
    if (config.logErrors) console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ status: false, message: MSG.somethingWentWrong }, 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/media/')) return c.json({ status: false, message: ANSWER.imageNotFound }, 404);
    return c.json({ status: false, message: ANSWER.noSuchEndpoint(c.req.method, c.req.path) }, 404);
  });

  // CSP, nosniff, Referrer-Policy, framing and (production) HSTS on every answer (http/headers.ts).
  app.use('*', securityHeaders(config));

  // Scripts, hashed assets and images may be imported by franchise sites on other origins.
  app.use('*', async (c, next) => {
    await next();
    if (PUBLIC_ASSET_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      c.header('Access-Control-Allow-Origin', '*');
    }
  });

  app.use(
    '/api/*',
    cors({
      origin: (origin, c) => allowedOrigin(config, origin, c),
      allowHeaders: API_HEADERS,
      exposeHeaders: API_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ status: false, message: ANSWER.bodyTooLarge }, 413),
    }),
  );
  app.use('/api/*', controlCharacterGuard());
  app.use('/api/*', async (c, next) => {
    const company = c.req.header(HEADER_COMPANY_ID);
    if (company !== undefined && company.trim() !== String(COMPANY_ID)) {
      throw new HttpError(400, ANSWER.companyIdMustBe(HEADER_COMPANY_ID, COMPANY_ID));
    }
    await next();
  });
  // Resolve the session of `Authorization: Token …` once, before the routes (owner of carts and
  // wishlists, is_wished decorations), with the store's absolute session lifetime. An unknown
  // token is not an error here: endpoints that need a login answer 401 themselves.
  app.use('/api/*', async (c, next) => {
    if (bearerToken(c)) await currentAuth(c, db, config.accounts.sessionMaxDays);
    await next();
  });

  const api = new Hono({ strict: false });
  // Answers go gzip-compressed to clients that accept it (a product list is ~17 KB of JSON,
  // a few KB compressed: much less waiting on a slow phone connection).
  api.use('*', compress());
  // A trivial route: liveness for load balancers, and the baseline `npm run bench` compares with.
  api.get('/health', (c) => c.json({ status: true }));
  // One sub-app per resource (docs/api.md#endpoints); the paths are the API's own, so most mount at the root.
  api.route('/', userRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', addressRoutes(deps));
  api.route('/', geoRoutes(deps));
  api.route('/', catalogueRoutes(deps));
  api.route('/', reviewRoutes(deps));
  api.route('/', homeRoutes(deps));
  api.route('/', cartRoutes(deps));
  api.route('/', wishlistRoutes(deps));
  api.route('/', coinRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', subscriptionRoutes(deps));
  api.route('/', eliteRoutes(deps));
  api.route('/', documentRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', enquiryRoutes(deps));
  api.route('/', appointmentRoutes(deps));
  api.route('/', giftVoucherRoutes(deps));
  // Partners and the cart handoff.
  api.route('/', partnerRoutes(deps));
  // Consent to offers and back-in-stock alerts, the unsubscribe link, Notify me.
  api.route('/', notificationRoutes(deps));
  // A staff write that brings a wished product back in stock tells its shoppers before answering.
  api.use('/staff/*', tellRestockedAfterStaffWrites(deps));
  // The staff's endpoints: their paths (/staff/…) are the endpoint table's, so they mount at the root too.
  api.route('/', staffRoutes(deps));
  api.all('*', (c) => c.json({ status: false, message: ANSWER.noSuchEndpoint(c.req.method, c.req.path) }, 404));
  app.route('/api', api);

  app.get('/media/:kind/:file', async (c) => {
    const data = await media.load(c.req.param('kind'), c.req.param('file'));
    if (!data) return c.json({ status: false, message: ANSWER.imageNotFound }, 404);
    return c.body(new Uint8Array(data), 200, { 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE });
  });

  // For search engines (http/seo.ts): every public page, product, category, blog post and
  // event on the store's public address, and the rules that keep the shopper's own pages out.
  const storeUrl = config.accounts.storeUrl;
  app.get('/sitemap.xml', async (c) =>
    seoFile(c, sitemapXml(await sitemapEntries(bodies(onceEach(apiReader(app))), storeUrl)), 'application/xml; charset=utf-8'),
  );
  app.get('/robots.txt', (c) => seoFile(c, robotsTxt(storeUrl), 'text/plain; charset=utf-8'));

  // The demo outbox as a page a person reads (the JSON is GET /api/dev/outbox): demo mode only,
  // this machine or staff, like the JSON.
  if (config.storeMode === 'demo') {
    app.get('/dev/outbox', localOrStaff(db, config.accounts, ANSWER.outboxLocalOnly), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.html(outboxPage(await readOutbox(db)));
    });
  }

  // The widget catalogue (npm run build-storybook), before the site's pages (http/storybook.ts).
  const storybookDir = config.storybookDir;
  if (storybookDir && existsSync(storybookDir)) {
    app.on('GET', [STORYBOOK_PATH, `${STORYBOOK_PATH}/*`], async (c) => {
      // Its pages load their files by relative URLs: /storybook goes to /storybook/.
      if (new URL(c.req.url).pathname === STORYBOOK_PATH) return c.redirect(`${STORYBOOK_PATH}/`, 301);
      return (await serveStorybook(c, storybookDir)) ?? c.notFound();
    });
  }

  const staticDir = config.staticDir;
  if (staticDir && existsSync(staticDir)) {
    // index.html is answered per route: its element chunks, first data, largest image and own head (page-head.ts, seo.ts).
    const pageHead = sitePageHead(app, staticDir, storeUrl);
    app.get('*', async (c, next) => {
      if (c.req.path.startsWith('/api/') || c.req.path === '/api' || c.req.path.startsWith('/media/')) return next();
      const response = await serveSite(c, staticDir, pageHead);
      return response ?? next();
    });
  }

  return app;
}
