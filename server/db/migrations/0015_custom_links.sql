CREATE TABLE "custom_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"target" text NOT NULL,
	"poll_id" integer,
	"organization_id" integer,
	"result_share_link_id" integer,
	"share_path" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_links_slug_unique" UNIQUE("slug"),
	CONSTRAINT "custom_links_one_target_check" CHECK (num_nonnulls("custom_links"."poll_id", "custom_links"."organization_id", "custom_links"."result_share_link_id") = 1),
	CONSTRAINT "custom_links_window_check" CHECK ("custom_links"."valid_from" is null or "custom_links"."valid_until" is null or "custom_links"."valid_from" < "custom_links"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_result_share_link_id_result_share_links_id_fk" FOREIGN KEY ("result_share_link_id") REFERENCES "public"."result_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_links" ADD CONSTRAINT "custom_links_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;