import { resolve } from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { authenticate } from './http/authenticate.ts';
import { openapiTransform } from './http/openapi-media.ts';
import { installErrorHandlers } from './http/error-handler.ts';
import { installRequestLog } from './http/request-log.ts';
import { frameworkErrorOptions, installInputGuards } from './http/input-guards.ts';
import { namedPlugin } from './http/named-plugin.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { installSecurityHeaders, siteHelmetOptions } from './http/security-headers.ts';
import { readSiteManifest } from './http/site-manifest.ts';
import { compressOptions, registerWebSite } from './http/web-site.ts';
import { accountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { accountsService } from './modules/accounts/accounts.service.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authService } from './modules/auth/auth.service.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { locationsRepository } from './modules/locations/locations.repository.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { locationsService } from './modules/locations/locations.service.ts';
import { quoteTokens } from './modules/quotes/quote-token.ts';
import { quotesRepository } from './modules/quotes/quotes.repository.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { quotesService } from './modules/quotes/quotes.service.ts';
import { customerAccountsRepository } from './modules/customers/customer-accounts.repository.ts';
import { customersRepository } from './modules/customers/customers.repository.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { customersService } from './modules/customers/customers.service.ts';
import { addressesRepository } from './modules/addresses/addresses.repository.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { addressesService } from './modules/addresses/addresses.service.ts';
import { bookingsRepository } from './modules/bookings/bookings.repository.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { bookingsService, holdExpiryJob } from './modules/bookings/bookings.service.ts';
import { payLinks } from './modules/bookings/payments-and-confirmation/pay-links.ts';
import { jobRunner, type Job, type JobRunner } from './modules/jobs/job-runner.ts';
import { jobsRepository } from './modules/jobs/jobs.repository.ts';
import {
  bookingConfirmationRenderer,
  CONFIRMATION_KIND,
  confirmationKey,
  sendCancellation,
  sendReviewExpired,
} from './modules/mail/booking-mails.ts';
import { bookingMailOutbox } from './modules/mail/booking-mail-outbox.ts';
import { mailOutboxJob, registerMail } from './modules/mail/mail.module.ts';
import { mailRepository } from './modules/mail/mail.repository.ts';
import { paymentGatewayFor, paymentsModule } from './modules/payments/payments.module.ts';
import { manageBookingsRoutes } from './modules/manage-bookings/manage-bookings.routes.ts';
import {
  manageBookingsService,
  refundCompletionJob,
} from './modules/manage-bookings/manage-bookings.service.ts';
import { paymentRefunds } from './modules/payments/payment-refunds.ts';
import { paymentsRepository } from './modules/payments/payments.repository.ts';
import { analyticsRepository } from './modules/analytics/analytics.repository.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { analyticsService } from './modules/analytics/analytics.service.ts';
import { contactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contactService } from './modules/contact/contact.service.ts';
import { groupRequestsRepository } from './modules/group-requests/group-requests.repository.ts';
import { groupRequestsOperatorRoutes } from './modules/group-requests/group-requests.operator-routes.ts';
import { groupRequestsRoutes } from './modules/group-requests/group-requests.routes.ts';
import { groupRequestsService } from './modules/group-requests/group-requests.service.ts';
import { createPartnerUser, type PartnerUserStores } from './modules/accounts/partner-users.ts';
import { catalogueService } from './modules/operator/catalogue.service.ts';
import { departuresRepository } from './modules/operator/departures.repository.ts';
import { fleetRepository } from './modules/operator/fleet.repository.ts';
import { operatorFleet } from './modules/operator/fleet.service.ts';
import { operatorDepartures } from './modules/operator/departures.service.ts';
import { operatorBookingsRepository } from './modules/operator/operator-bookings.repository.ts';
import { operatorBookings } from './modules/operator/operator-bookings.service.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { partnerInvoicesRepository } from './modules/operator/partner-invoices.repository.ts';
import { catalogueAdminRepository } from './modules/quotes/catalogue-admin.repository.ts';
import { geoRepository } from './modules/geo/geo.repository.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { geoService } from './modules/geo/geo.service.ts';
import { remoteGeocoder } from './modules/geo/remote-geocoder.ts';
import { remoteRouter } from './modules/geo/remote-router.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (ADR 009): runNow(name) runs one at once (operators, tests). */
    jobs: JobRunner;
    /**
     * Every route as registered (method, url, its answer schemas by status code), in order
     * (ADR 019: the operator-role test walks it; docs/architecture.md §5: a test checks the answer schemas
     * are the same objects in every app built, so each is compiled once per process).
     */
    registeredRoutes: { method: string; url: string; responses: unknown }[];
  }
}

/**
 * The stores createPartnerUser writes through (accounts/partner-users.ts; ADR 013): one
 * transaction with the quotes module's partner look-up and the customers module's account insert
 * bound to it. Used by buildApp (the operator console) and `npm run partner:create`.
 */
export function partnerUserStores(db: Db['kysely'], passwordHashCost?: number): PartnerUserStores {
  return {
    passwordHashCost,
    transaction: (work) =>
      db.transaction().execute((tx) =>
        work(
          {
            findPartner: (partnerID) => quotesRepository(tx).findPartner(partnerID),
            insertAccount: (account) => customerAccountsRepository(tx).insertAccount(account),
          },
          tx,
        ),
      ),
  };
}

/** What buildApp needs besides the configuration. `now` lets tests fix the clock. */
export interface AppDeps {
  db: Db;
  now?: () => Date;
  logger?: boolean;
}

/**
 * Builds the Fastify app with every module (docs/architecture.md §1; STYLE: app.ts builds, server.ts
 * listens). Tests call it and use `inject()`. Serves the built SPA from config.webDist when it
 * exists (http/web-site.ts: compressed, cached, real 404s); answers are compressed by Accept-Encoding.
 */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...frameworkErrorOptions,
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: 256 * 1024,
    // One line per request instead of two (http/request-log.ts; docs/architecture.md §5).
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For only from the proxies TRUST_PROXY names (ADR 011); else request.ip is the socket's.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers written by fast-json-stringify compiled from the contract (docs/architecture.md §5), not a zod
  // parse.
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandlers(app);
  installInputGuards(app);
  const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({ method, url: route.url, responses: route.schema?.response });
  });
  installRequestLog(app);

  await app.register(formbody);
  // the map's tile host (ADR 018) and the pre-rendered pages' inline scripts (docs/architecture.md §5)
  installSecurityHeaders(
    app,
    siteHelmetOptions(config.map.tileUrl, readSiteManifest(resolve(config.webDist))?.scriptHashes),
  );
  // before every route: its onRoute hook compresses each route's answers (docs/architecture.md §5)
  await app.register(compress, compressOptions);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Alpine Transfers booking API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // the zod schemas, and the media types of the answers that are files (http/openapi-media.ts)
    transform: openapiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const now = deps.now ?? (() => new Date());
  const db = deps.db.kysely;
  const auth = authService({
    repository: authRepository(db),
    secret: config.jwtSecret,
    lifetimes: {
      client: config.tokenTtlSeconds,
      user: config.userTokenTtlSeconds,
      remembered: config.rememberedTokenTtlSeconds,
    },
    clients: [config.webClient],
    passwordClients: [config.webClient.client_id],
    now,
    passwordHashCost: config.passwordHashCost,
  });
  const guard = authenticate(auth);
  // Each module puts its guarded routes behind `guard` with bearerOnly (http/bearer-routes.ts);
  const locations = locationsService(locationsRepository(db));
  const quotes = quotesService({
    repository: quotesRepository(db),
    locations,
    tokens: quoteTokens(config.jwtSecret),
    cacheMs: config.searchCacheSeconds * 1000,
  });
  const customers = customersService({ repository: customersRepository(db), now });
  // ADR 018: the geo proxy, remote services when configured, the embedded gazetteer and router otherwise.
  const remote = { timeoutMs: config.geo.timeoutMs, userAgent: `AlpineTransfers/1.0 (+${config.publicUrl})` };
  const geo = geoService({
    repository: geoRepository(db, deps.db.dialect),
    geocoder: config.geo.geocoderUrl ? remoteGeocoder({ ...remote, url: config.geo.geocoderUrl }) : null,
    router: config.geo.routerUrl ? remoteRouter({ ...remote, url: config.geo.routerUrl }) : null,
    cacheMs: config.geo.cacheSeconds * 1000,
    log: app.log,
  });
  // a typed address is placed on the map by the server's own geocoder (ADR 017, ADR 018)
  const addresses = addressesService({
    repository: addressesRepository(db),
    locations,
    locate: async (text, locationID) =>
      (await geo.place(text, locationID, 'en')).candidates[0]?.geometry.location ?? null,
  });
  // Mail first: a confirmed booking's one confirmation is recorded in the confirming transaction
  // (transactional outbox, ADR 009), rendered at send time, delivered after the commit.
  const mail = await registerMail(app, { config, repository: mailRepository(db) });
  const jobs: Job[] = [mailOutboxJob(mail)];
  // bookings.forPayments is the port the payments module uses (bookings/ports.ts),
  // bookings.forManagement the one manage-bookings uses bookings.forOperator the operator's console's (ADR 013).
  const bookings = bookingsService({
    repository: bookingsRepository(db),
    quotes: quotes.forBookings,
    addresses,
    locations,
    customers,
    now,
    log: app.log,
    outbox: bookingMailOutbox(mail),
    onConfirmed: async (bookingID) => {
      await mail.deliverKey(confirmationKey(bookingID));
    },
    reviewHoldHours: config.reviewHoldHours,
    onReviewExpired: (notice) => sendReviewExpired(mail, notice),
    payLinks: payLinks(config.jwtSecret, config.publicUrl),
    deliverMail: (key) => mail.deliverKey(key),
  });
  mail.useRenderer(
    CONFIRMATION_KIND,
    bookingConfirmationRenderer(mail.operator, (bookingID) => bookings.confirmationDetails(bookingID)),
  );

  await app.register(namedPlugin(configRoutes), { config });
  await app.register(namedPlugin(authRoutes), { auth, authenticate: guard });
  await app.register(namedPlugin(locationsRoutes), { locations, authenticate: guard });
  await app.register(namedPlugin(quotesRoutes), { quotes, authenticate: guard, now });
  const accounts = accountsService({
    repository: accountsRepository(db),
    customers: customerAccountsRepository(db),
    mail,
    publicUrl: config.publicUrl,
    now,
    log: app.log,
    passwordHashCost: config.passwordHashCost,
    claimBookings: (customerID, email, madeBefore) => bookings.claimByEmail(customerID, email, madeBefore),
    revokeSessions: (customerID, keep) => auth.revokeSessions(customerID, keep),
    transact: (work) =>
      db
        .transaction()
        .execute((tx) =>
          work({ repository: accountsRepository(tx), customers: customerAccountsRepository(tx) }),
        ),
  });
  await app.register(namedPlugin(customersRoutes), {
    customers,
    authenticate: guard,
    register: accounts.register,
  });
  await app.register(namedPlugin(accountsRoutes), { accounts, authenticate: guard });
  await app.register(namedPlugin(addressesRoutes), { addresses, authenticate: guard });
  await app.register(namedPlugin(bookingsRoutes), { bookings, authenticate: guard });
  // Manage-my-booking (ADR 007): find, passenger detail, own list, cancellation with its refund
  // through the same gateway the payments module uses, and the cancellation e-mail.
  const payments = paymentsRepository(db);
  const gateway = paymentGatewayFor(config, payments);
  // It owns no table: it reads and cancels through the bookings module's port (ADR 013).
  const manage = manageBookingsService({
    bookings: bookings.forManagement,
    addresses,
    locations,
    quotes,
    now,
    refunds: paymentRefunds({ repository: payments, gateway, now }),
    notify: (notice) => sendCancellation(mail, notice),
    outbox: bookingMailOutbox(mail),
  });
  await app.register(namedPlugin(manageBookingsRoutes), { manage, authenticate: guard });
  jobs.push(holdExpiryJob(bookings.releaseExpiredHolds), refundCompletionJob(manage.finishRefunds));
  await app.register(namedPlugin(paymentsModule), {
    config,
    repository: payments,
    bookings: bookings.forPayments,
    authenticate: guard,
    now,
    gateway,
    addJob: (job) => jobs.push(job),
  });
  // Issue 10: first-party analytics after cookie consent (§4) and the contact form (§1).
  await app.register(namedPlugin(analyticsRoutes), {
    analytics: analyticsService({ repository: analyticsRepository(db), now }),
  });
  const contact = contactService({ repository: contactRepository(db), mail });
  await app.register(namedPlugin(contactRoutes), { contact, authenticate: guard });
  // Groups of 51-99 passengers: their request (stored, e-mailed through the outbox) and the
  // console's list and answers; places and routes through the GroupRequestPlaces port (ADR 013).
  const groupRequests = groupRequestsService({
    repository: groupRequestsRepository(db),
    places: {
      get: (locationID, language) => locations.get(locationID, language),
      servesRoute: (originID, destinationID) => quotes.servesRoute(originID, destinationID),
    },
    mail,
    now,
  });
  await app.register(namedPlugin(groupRequestsRoutes), { groupRequests, authenticate: guard });
  await app.register(namedPlugin(groupRequestsOperatorRoutes), { groupRequests, authenticate: guard });
  // The operator's side, operator tokens only (http/operator-routes.ts). Its own queries only read;
  // every write goes through the owner's port: bookings.forOperator (review decisions, boarding,
  // departure changes, the fleet's counts), the quotes catalogue and the accounts module's partner users (ADR 013).
  const operatorSide = {
    bookings: bookings.forOperator,
    addresses,
    locations,
    now,
  };
  await app.register(namedPlugin(operatorRoutes), {
    authenticate: guard,
    bookings: operatorBookings({ ...operatorSide, repository: operatorBookingsRepository(db) }),
    departures: operatorDepartures({
      ...operatorSide,
      repository: departuresRepository(db),
      scheduledDepartures: (date) => quotes.scheduledDepartures(date),
    }),
    catalogue: catalogueService({
      catalogue: catalogueAdminRepository(db),
      recordChangeIn: (tx, change) => catalogueAdminRepository(tx).recordChange(change),
      partnerUsers: {
        partnerUserEmails: () => customerAccountsRepository(db).partnerUserEmails(),
        create: (user, at, alsoInTransaction) =>
          createPartnerUser(partnerUserStores(db, config.passwordHashCost), user, at, alsoInTransaction),
      },
      invoices: partnerInvoicesRepository(db),
      now,
      operator: config.operator,
    }),
    fleet: operatorFleet({ ...operatorSide, repository: fleetRepository(db) }),
  });
  await app.register(namedPlugin(geoRoutes), { geo, authenticate: guard });
  // Periodic work whose schedule lives in the database (ADR 009): payment recovery, the mail
  // outbox and hold expiry run once when the app is ready (start-up recovery), then when due.
  const runner = jobRunner({ repository: jobsRepository(db), jobs, now, log: app.log });
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());

  // The built site, robots.txt, sitemap.xml and every 404 (docs/architecture.md §5).
  await registerWebSite(app, config);
  return app;
}
