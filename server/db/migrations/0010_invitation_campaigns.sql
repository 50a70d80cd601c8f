CREATE TABLE "invitation_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"survey_period_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"poll_id" integer NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitation_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sending_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"smtp_response" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitation_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"identity_id" integer,
	"access_code_id" integer,
	"link_nonce" text NOT NULL,
	"link_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"renewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_recipients_link_hash_unique" UNIQUE("link_hash")
);
--> statement-breakpoint
CREATE TABLE "invitation_sendings" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invitation_campaigns" ADD CONSTRAINT "invitation_campaigns_survey_period_id_survey_periods_id_fk" FOREIGN KEY ("survey_period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_campaigns" ADD CONSTRAINT "invitation_campaigns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_campaigns" ADD CONSTRAINT "invitation_campaigns_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_campaigns" ADD CONSTRAINT "invitation_campaigns_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_deliveries" ADD CONSTRAINT "invitation_deliveries_sending_id_invitation_sendings_id_fk" FOREIGN KEY ("sending_id") REFERENCES "public"."invitation_sendings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_deliveries" ADD CONSTRAINT "invitation_deliveries_recipient_id_invitation_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."invitation_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_recipients" ADD CONSTRAINT "invitation_recipients_campaign_id_invitation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."invitation_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_recipients" ADD CONSTRAINT "invitation_recipients_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_recipients" ADD CONSTRAINT "invitation_recipients_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sendings" ADD CONSTRAINT "invitation_sendings_campaign_id_invitation_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."invitation_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sendings" ADD CONSTRAINT "invitation_sendings_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_campaigns_period_idx" ON "invitation_campaigns" USING btree ("survey_period_id");--> statement-breakpoint
CREATE INDEX "invitation_campaigns_org_idx" ON "invitation_campaigns" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_deliveries_round_recipient_idx" ON "invitation_deliveries" USING btree ("sending_id","recipient_id");--> statement-breakpoint
CREATE INDEX "invitation_deliveries_round_state_idx" ON "invitation_deliveries" USING btree ("sending_id","state");--> statement-breakpoint
CREATE INDEX "invitation_deliveries_recipient_idx" ON "invitation_deliveries" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_recipients_campaign_email_idx" ON "invitation_recipients" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "invitation_sendings_campaign_idx" ON "invitation_sendings" USING btree ("campaign_id");