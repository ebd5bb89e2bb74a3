import { serve } from '@hono/node-server';
import { DEMO_USERS, seedDemoUsers } from './accounts/seedUsers.ts';
import { seedGeo } from './geo/seed.ts';
import { createApp, mediaServiceFor } from './app.ts';
import { settingsFromEnv } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { warmMedia } from './media/warmup.ts';
import { isSeeded, seed } from './seed/seed.ts';
import { seedContent } from './content/seed.ts';
import { startSubscriptionScheduler } from './subscriptions/scheduler.ts';
import { startUnpaidOrderExpiry } from './orders/unpaid.ts';
import { startNotificationWorker } from './notify/queue.ts';
import { startReminders } from './notify/reminders.ts';
import { startStockAlerts } from './notify/stock-alerts.ts';
import { seedDemoPartner, syncPartners } from './partners/partners.ts';
import { seedDemoOrders } from './seed/demo-orders.ts';
import { DEMO_CUSTOMER_COINS, seedDemoWallet, seedVouchers } from './seed/vouchers.ts';

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  const db = await openDb({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const applied = await migrate(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  // Countries, states and cities are reference data: kept up to date on every start (a no-op
  // when unchanged), before the demo users, whose address uses them.
  await seedGeo(db);
  let seeded = false;
  if (!(await isSeeded(db))) {
    console.log('Empty catalogue: seeding the demo store…');
    await seed(db);
    seeded = true;
  }
  if (settings.config.storeMode === 'demo') {
    const users = await seedDemoUsers(db);
    if (users.length > 0) console.log(`Demo users created: ${users.join(', ')}`);
    // Blog posts, events and stores (also on stores seeded before they existed).
    if (await seedContent(db)) console.log('Demo content seeded: blog posts, events, stores');
    // The demo vouchers (also on stores seeded before they existed) and the customer's starting coins.
    await seedVouchers(db);
    if (await seedDemoWallet(db, DEMO_USERS.customer.email)) console.log(`Demo wallet: ${DEMO_USERS.customer.email} starts with ${DEMO_CUSTOMER_COINS} coins`);
    // The demo partner DEMO, whose pages may be any on this machine.
    if (await seedDemoPartner(db)) console.log('Demo partner seeded: DEMO (pages on http://localhost:* and http://127.0.0.1:*)');
    // About 60 days of orders from demo shoppers (after the partner: some carry DEMO), so the dashboard's figures say something.
    const demoOrders = await seedDemoOrders(db);
    if (demoOrders > 0) console.log(`Demo orders seeded: ${demoOrders} over the last 60 days`);
  }
  // The partners of PARTNERS (those of the setting left out of it become inactive).
  await syncPartners(db, settings.config.partners.partners);
  // Fresh planner statistics after bulk changes (PGlite has no autovacuum to gather them; without
  // them the product queries get plans sized for empty tables).
  if (applied.length > 0 || seeded) await db.exec('ANALYZE');
  const media = mediaServiceFor(db, settings.config);
  const app = createApp({ db, config: settings.config, media });
  const warmup = new AbortController();
  // Subscription deliveries: today's now, then daily just after midnight (Asia/Kolkata). Every API
  // process runs it; the deliveries' unique rows make each happen once.
  const scheduler = startSubscriptionScheduler({ db, config: settings.config });
  // Online orders not paid within UNPAID_ORDER_MINUTES are cancelled (checked every minute; every
  // API process runs it, each order is taken by one of them).
  const unpaidExpiry = startUnpaidOrderExpiry(db, settings.config);
  // The notification queue: messages due (retries, and any a request or another process left)
  // are sent now and then every 30 s; every API process runs it, each message is claimed by one.
  const notifications = startNotificationWorker(db, settings.config);
  // Daily reminders (SO Elite ending in 7 days, tomorrow's Vaidya bookings) at 9:00 India time; each is told once.
  const reminders = startReminders(db, settings.config);
  // Back in stock: shoppers waiting for a product that came back are told (on the restock's notice, and every minute).
  const stockAlerts = startStockAlerts(db, settings.config);
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
    const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
    const reach = settings.host === undefined || settings.host === '0.0.0.0' || settings.host === '::' ? 'every interface' : settings.host;
    console.log(`Store (${settings.config.storeMode} mode, ${where}) listening on http://localhost:${info.port}/ (${reach})`);
    if (settings.warmMedia) {
      // In the background, one image at a time: renders every catalogue image into DATA_DIR/media
      // so first page loads get cached files instead of waiting for sharp.
      warmMedia(db, media, { concurrency: 1, signal: warmup.signal })
        .then(({ images, failed, ms }) => {
          if (warmup.signal.aborted) return;
          console.log(`Media warm-up: ${images - failed} of ${images} catalogue images ready in ${(ms / 1000).toFixed(1)} s`);
        })
        .catch((error: unknown) => console.error('Media warm-up failed', error));
    }
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    warmup.abort();
    scheduler.stop();
    unpaidExpiry.stop();
    notifications.stop();
    reminders.stop();
    stockAlerts.stop();
    console.log(`${signal}: shutting down…`);
    server.close(() => {
      db.close()
        .catch((error: unknown) => console.error('Closing the database failed', error))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
