ALTER TABLE "experts" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ALTER COLUMN "review_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "website" text;--> statement-breakpoint
-- Made-up demo professionals are no longer shown: only experts an operator added remain.
DELETE FROM "experts" WHERE "is_demo" = true;
