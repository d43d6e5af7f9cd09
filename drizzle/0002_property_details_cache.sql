CREATE TABLE "property_details_cache" (
	"address_key" text PRIMARY KEY NOT NULL,
	"details" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
