CREATE TABLE "document_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"request_key" text NOT NULL,
	"project_id" uuid,
	"address" text NOT NULL,
	"jurisdiction" text NOT NULL,
	"project_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"credits" integer NOT NULL,
	"pages_total" integer NOT NULL,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_checks_user_request_key" UNIQUE("user_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"check_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"pages" integer NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_check_id_document_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."document_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_checks_user_idx" ON "document_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_checks_open_idx" ON "document_checks" USING btree ("created_at") WHERE "document_checks"."status" in ('queued', 'reading', 'checking');--> statement-breakpoint
CREATE INDEX "document_files_check_idx" ON "document_files" USING btree ("check_id","position");