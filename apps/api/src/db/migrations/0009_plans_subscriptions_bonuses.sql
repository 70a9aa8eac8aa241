CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" bigint NOT NULL,
	"frequency_type" smallint NOT NULL,
	"frequency_price_cents" bigint NOT NULL,
	"unilevel_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"started_on" date NOT NULL,
	"next_period_start" date NOT NULL,
	"paid_through" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_invoice_id" integer NOT NULL,
	"source_item_id" integer DEFAULT 0 NOT NULL,
	"source_user_id" integer NOT NULL,
	"beneficiary_id" integer,
	"tree_level" smallint NOT NULL,
	"paid_level" smallint NOT NULL,
	"unilevel_table_id" integer,
	"unilevel_version" integer,
	"base_cents" bigint NOT NULL,
	"percentage_bp" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"category" smallint NOT NULL,
	"status" smallint NOT NULL,
	"reverses_line_id" bigint,
	"ledger_transaction_id" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_lines_nonzero_ck" CHECK ("commission_lines"."amount_cents" <> 0 OR "commission_lines"."status" <> 1)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"counts" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "unilevel_table_versions" (
	"table_id" integer NOT NULL,
	"version" integer NOT NULL,
	"levels_bp" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unilevel_table_versions_pk" PRIMARY KEY("table_id","version")
);
--> statement-breakpoint
CREATE TABLE "unilevel_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unilevel_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_period" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "user_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_source_invoice_id_invoices_id_fk" FOREIGN KEY ("source_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unilevel_table_versions" ADD CONSTRAINT "unilevel_table_versions_table_id_unilevel_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."unilevel_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_live_uq" ON "user_subscriptions" USING btree ("user_id","subscription_id") WHERE "user_subscriptions"."status" = 1;--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","subscription_id","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_renewal_idx" ON "user_subscriptions" USING btree ("next_period_start") WHERE "user_subscriptions"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_once_uq" ON "commission_lines" USING btree ("source_invoice_id","source_item_id","category","paid_level") WHERE "commission_lines"."reverses_line_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_reverses_uq" ON "commission_lines" USING btree ("reverses_line_id");--> statement-breakpoint
CREATE INDEX "commission_lines_beneficiary_idx" ON "commission_lines" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_lines_invoice_idx" ON "commission_lines" USING btree ("source_invoice_id");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_pending_plan_change_uq" ON "invoices" USING btree ("user_id") WHERE "invoices"."type" = 3 AND "invoices"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_billing_period_uq" ON "invoices" USING btree ("user_id","type",coalesce("user_subscription_id", 0),"billing_period") WHERE "invoices"."billing_period" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_open_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."status" = 1;