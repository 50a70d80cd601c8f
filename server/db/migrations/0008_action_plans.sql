CREATE TABLE "action_plan_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"title" text NOT NULL,
	"owner_id" integer,
	"due_on" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"success_plan_id" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"focus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"class_ids" jsonb,
	"public_token" text,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_plans_public_token_unique" UNIQUE("public_token")
);
--> statement-breakpoint
CREATE TABLE "success_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"focus_kind" text NOT NULL,
	"focus_ref" text NOT NULL,
	"title" jsonb NOT NULL,
	"why" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"time_needed" jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "action_plan_actions" ADD CONSTRAINT "action_plan_actions_plan_id_action_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."action_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_actions" ADD CONSTRAINT "action_plan_actions_owner_id_identities_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plan_actions" ADD CONSTRAINT "action_plan_actions_success_plan_id_success_plans_id_fk" FOREIGN KEY ("success_plan_id") REFERENCES "public"."success_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_period_id_survey_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."survey_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_created_by_identities_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."identities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_plan_actions_plan_idx" ON "action_plan_actions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "action_plan_actions_owner_idx" ON "action_plan_actions" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "action_plans_org_idx" ON "action_plans" USING btree ("organization_id");