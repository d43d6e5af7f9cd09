import type Stripe from "stripe";
import { type Env, testCheckoutAllowed } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import type { AddressProvider } from "./modules/addresses/address-provider.ts";
import { getGazetteer } from "./modules/addresses/gazetteer.ts";
import { createGooglePlacesProvider } from "./modules/addresses/google-places-provider.ts";
import { createOfflineAddressProvider } from "./modules/addresses/offline-address-provider.ts";
import { createPhotonProvider } from "./modules/addresses/photon-provider.ts";
import type { PropertyDataProvider } from "./modules/addresses/property-data-provider.ts";
import { rankedByTypedPlace } from "./modules/addresses/rank-predictions.ts";
import { createRentcastProvider } from "./modules/addresses/rentcast-provider.ts";
import type { PaymentProvider } from "./modules/checkout/payment-provider.ts";
import { createStripeProvider } from "./modules/checkout/stripe-provider.ts";
import { createTestProvider } from "./modules/checkout/test-provider.ts";
import type { DocumentStore } from "./modules/documents/document-store.ts";
import { createLocalDocumentStore } from "./modules/documents/local-document-store.ts";
import { createS3DocumentStore } from "./modules/documents/s3-document-store.ts";
import { createLogMailProvider } from "./modules/mail/log-mail-provider.ts";
import type { MailProvider } from "./modules/mail/mail-provider.ts";
import { createSmtpMailProvider } from "./modules/mail/smtp-mail-provider.ts";
import { engineAnswerer } from "./modules/permits/engine-answerer.ts";
import type { KnowledgeBase } from "./modules/permits/knowledge-base.ts";
import { createModelAnswerer } from "./modules/permits/model-answerer.ts";
import type { Answerer } from "./modules/permits/model-provider.ts";

/**
 * The one place each outside provider is picked from the settings (ADR 028). Each kind has its
 * type in `<kind>-provider.ts` and each implementation in its own file; the function here picks
 * one. Every failed call to an outside provider is told to `onProviderError` with the provider's
 * metrics label, which services.ts counts in `permitlm_provider_errors_total`.
 */

/** The `provider` label of `permitlm_provider_errors_total`. */
export type ProviderLabel = "address" | "property" | "model" | "stripe" | "mail" | "storage";

export type ProviderOptions = {
  log: Logger;
  /** Told of each failed call to an outside provider (for the metrics). */
  onProviderError?: ((provider: ProviderLabel) => void) | undefined;
};

/** `provider` with each of its methods telling `onFailure` when it throws (and still throwing). */
function countingFailures<T extends object>(provider: T, onFailure: () => void): T {
  return Object.fromEntries(
    Object.entries(provider).map(([name, value]) => [
      name,
      typeof value === "function"
        ? async (...args: unknown[]) => {
            try {
              return await (value as (...args: unknown[]) => Promise<unknown>)(...args);
            } catch (error) {
              onFailure();
              throw error;
            }
          }
        : value,
    ]),
  ) as T;
}

/**
 * Google Places when its key is set, else Photon when its address is set, else offline. The
 * gazetteer is loaded here, at boot, so no request waits for it.
 */
export function createAddressProvider(
  env: Pick<Env, "GOOGLE_MAPS_API_KEY" | "GOOGLE_PLACES_API_URL" | "PHOTON_URL">,
  options: Partial<ProviderOptions> = {},
): AddressProvider {
  const gazetteer = getGazetteer();
  const provider = env.GOOGLE_MAPS_API_KEY
    ? rankedByTypedPlace(
        gazetteer,
        createGooglePlacesProvider({
          apiKey: env.GOOGLE_MAPS_API_KEY,
          apiUrl: env.GOOGLE_PLACES_API_URL,
        }),
      )
    : env.PHOTON_URL
      ? rankedByTypedPlace(gazetteer, createPhotonProvider({ baseUrl: env.PHOTON_URL, gazetteer }))
      : createOfflineAddressProvider(gazetteer);
  return countingFailures(provider, () => options.onProviderError?.("address"));
}

/** RentCast when PROPERTY_API_KEY is set, else none (property details come from the gazetteer). */
export function createPropertyDataProvider(
  env: Pick<Env, "PROPERTY_API_KEY" | "PROPERTY_API_URL">,
  options: Partial<ProviderOptions> = {},
): PropertyDataProvider | null {
  if (!env.PROPERTY_API_KEY) return null;
  const provider = createRentcastProvider({
    apiKey: env.PROPERTY_API_KEY,
    apiUrl: env.PROPERTY_API_URL,
  });
  return countingFailures(provider, () => options.onProviderError?.("property"));
}

/**
 * Stripe when its client is given (STRIPE_SECRET_KEY is set), else the built-in test checkout
 * where it is allowed, else none: purchases are off. Either of the last two is logged.
 */
export function createPaymentProvider(
  env: Env,
  options: ProviderOptions & { stripe: Stripe | null },
): PaymentProvider | null {
  const { log, stripe } = options;
  if (stripe) {
    const provider = createStripeProvider({ stripe, publicUrl: env.PUBLIC_URL });
    return countingFailures(provider, () => options.onProviderError?.("stripe"));
  }
  if (testCheckoutAllowed(env)) {
    log.warn("payments run in TEST MODE: the built-in test checkout grants credits without a card");
    return createTestProvider({ publicUrl: env.PUBLIC_URL });
  }
  log.warn("payments are OFF: no Stripe keys, and the test checkout is only for this machine");
  return null;
}

/** The model when one is configured (a key or a base URL), else the built-in engine. */
export function createModelProvider(
  env: Pick<
    Env,
    | "OPENAI_API_KEY"
    | "OPENAI_BASE_URL"
    | "CHAT_MODEL"
    | "CHAT_FALLBACK_MODEL"
    | "CHAT_ENGINE_FALLBACK"
  >,
  options: ProviderOptions & { kb: KnowledgeBase },
): Answerer {
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return engineAnswerer;
  return createModelAnswerer({
    kb: options.kb,
    log: options.log,
    onProviderError: () => options.onProviderError?.("model"),
    engineFallback: env.CHAT_ENGINE_FALLBACK,
    settings: {
      // Local OpenAI-compatible servers often need no key, but the client wants one.
      apiKey: env.OPENAI_API_KEY ?? "not-needed",
      baseUrl: env.OPENAI_BASE_URL,
      model: env.CHAT_MODEL,
      fallbackModel: env.CHAT_FALLBACK_MODEL ?? env.CHAT_MODEL,
    },
  });
}

/** SMTP when SMTP_URL is set, else the log (the message is written there, not sent). */
export function createMailProvider(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  options: ProviderOptions,
): MailProvider {
  if (!env.SMTP_URL) return createLogMailProvider({ log: options.log });
  const provider = createSmtpMailProvider({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  return countingFailures(provider, () => options.onProviderError?.("mail"));
}

export type DocumentStoreEnv = Pick<
  Env,
  | "DOCUMENTS_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/**
 * The S3-compatible bucket when S3_BUCKET is set, else the local directory DOCUMENTS_DIR. The S3
 * store tells each failed call to the S3 server itself (a missing key is no failure).
 */
export function createDocumentStore(
  env: DocumentStoreEnv,
  options: ProviderOptions,
): DocumentStore {
  const { log } = options;
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) {
      log.warn("S3 settings are set without S3_BUCKET: documents are kept in the local directory");
    }
    return createLocalDocumentStore({ directory: env.DOCUMENTS_DIR, log });
  }
  // parseEnv refuses S3_BUCKET without both keys; this guards callers that build an Env by hand.
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  const { onProviderError } = options;
  return createS3DocumentStore({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    ...(onProviderError && { onProviderError: () => onProviderError("storage") }),
  });
}
