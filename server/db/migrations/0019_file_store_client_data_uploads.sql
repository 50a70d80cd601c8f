CREATE TABLE "bucket_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bucket_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "client_data_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"uploaded_by" integer,
	"message" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text,
	"state" text DEFAULT 'received' NOT NULL,
	"refusal_reason" text,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_data_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bucket_files" ADD CONSTRAINT "bucket_files_uploaded_by_identities_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_data_uploads" ADD CONSTRAINT "client_data_uploads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_data_uploads" ADD CONSTRAINT "client_data_uploads_uploaded_by_identities_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_data_uploads" ADD CONSTRAINT "client_data_uploads_state_changed_by_identities_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_data_uploads_organization_idx" ON "client_data_uploads" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "client_data_uploads_state_idx" ON "client_data_uploads" USING btree ("state","created_at");