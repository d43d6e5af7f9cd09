ALTER TABLE "outbox" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_reference_key" UNIQUE("reference");