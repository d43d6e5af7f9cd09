import type Stripe from "stripe";
import type { DatabaseHandle } from "./db/database.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import { type Metrics, createMetrics } from "./lib/metrics.ts";
import type { AddressProvider } from "./modules/addresses/address-provider.ts";
import { type Gazetteer, getGazetteer } from "./modules/addresses/gazetteer.ts";
import type { PropertyDataProvider } from "./modules/addresses/property-data-provider.ts";
import { loadOrCreateSecret } from "./modules/auth/app-secret.service.ts";
import { type Auth, createAuth } from "./modules/auth/auth.ts";
import { type SessionCache, startSessionCache } from "./modules/auth/session-cache.ts";
import type { PaymentProvider } from "./modules/checkout/payment-provider.ts";
import { createStripeClient } from "./modules/checkout/stripe-provider.ts";
import {
  type CreditUpdatesHub,
  startCreditUpdatesHub,
} from "./modules/credits/credit-updates-hub.ts";
import { ledgerTotals } from "./modules/credits/ledger.service.ts";
import {
  type DocumentServices,
  createDocumentServices,
} from "./modules/documents/document-services.ts";
import { createMailer, type Mailer } from "./modules/mail/mail.service.ts";
import { type KnowledgeBase, getKnowledgeBase } from "./modules/permits/knowledge-base.ts";
import type { Answerer } from "./modules/permits/model-provider.ts";
import { type PermitEngine, createPermitEngine } from "./modules/permits/permit-engine.ts";
import {
  type ProviderOptions,
  createAddressProvider,
  createDocumentStore,
  createMailProvider,
  createModelProvider,
  createPaymentProvider,
  createPropertyDataProvider,
} from "./providers.ts";

/** The long-lived parts the request handlers use, each the real provider or its embedded default. */
export type AppServices = {
  /** Prometheus metrics of this process (`GET /metrics`). */
  metrics: Metrics;
  auth: Auth;
  /** Sessions checked recently, so most requests need no session look-up. */
  sessions: SessionCache;
  mailer: Mailer;
  /** Null where purchases are off: no Stripe keys, and the test checkout is not allowed here. */
  payments: PaymentProvider | null;
  /** Set only when Stripe is configured (webhook verification needs it). */
  stripe: Stripe | null;
  creditUpdates: CreditUpdatesHub;
  addresses: AddressProvider;
  /** The offline US gazetteer (ZIP codes, cities, known public buildings). */
  gazetteer: Gazetteer;
  /** Set only when a property-data API is configured. */
  propertyData: PropertyDataProvider | null;
  /** The permit knowledge base (content/permits/), checked at boot. */
  knowledge: KnowledgeBase;
  /** The built-in permit engine over it. */
  permits: PermitEngine;
  /** What answers chat questions: the configured model grounded on the engine, or the engine. */
  answerer: Answerer;
  /** Uploaded documents' store and the job that checks them (the server starts and stops it). */
  documents: DocumentServices;
};

export async function createAppServices(options: {
  database: DatabaseHandle;
  env: Env;
  log: Logger;
}): Promise<AppServices> {
  const { database, env, log } = options;
  const secret = env.AUTH_SECRET ?? (await loadOrCreateSecret({ db: database.db, name: "auth" }));
  const metrics = createMetrics({ readLedgerTotals: () => ledgerTotals({ db: database.db }) });
  // The one place provider errors are counted: every provider picked below tells this.
  const providers: ProviderOptions = {
    log,
    onProviderError: (provider) => metrics.providerErrors.inc({ provider }),
  };
  const mailer = createMailer({ provider: createMailProvider(env, providers), log, secret });
  const stripe = env.STRIPE_SECRET_KEY
    ? createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL })
    : null;
  const payments = createPaymentProvider(env, { ...providers, stripe });
  const knowledge = getKnowledgeBase();
  const permits = createPermitEngine(knowledge, getGazetteer());
  const auth = createAuth({ db: database.db, env, secret, mailer, log });
  return {
    metrics,
    auth,
    sessions: await startSessionCache({ auth, database, log }),
    mailer,
    payments,
    stripe,
    creditUpdates: await startCreditUpdatesHub({ database, log }),
    addresses: createAddressProvider(env, providers),
    gazetteer: getGazetteer(),
    knowledge,
    permits,
    answerer: createModelProvider(env, { ...providers, kb: knowledge }),
    documents: createDocumentServices({
      db: database.db,
      env,
      log,
      store: createDocumentStore(env, providers),
      knowledge,
      permits,
    }),
    propertyData: createPropertyDataProvider(env, providers),
  };
}
