CREATE TABLE "career_plan_rank_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_plan_rank_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rank_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount_cents" bigint,
	"quotas" integer,
	"fund_id" integer,
	"description" text,
	CONSTRAINT "career_plan_rank_prizes_shape_ck" CHECK (("career_plan_rank_prizes"."type" = 1 AND "career_plan_rank_prizes"."quotas" > 0 AND "career_plan_rank_prizes"."fund_id" IS NOT NULL) OR ("career_plan_rank_prizes"."type" = 2 AND "career_plan_rank_prizes"."amount_cents" > 0) OR ("career_plan_rank_prizes"."type" = 3 AND "career_plan_rank_prizes"."description" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "career_plan_rank_requirements" (
	"rank_id" integer PRIMARY KEY NOT NULL,
	"active_directs" integer DEFAULT 0 NOT NULL,
	"active_network" integer DEFAULT 0 NOT NULL,
	"group_volume_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_prize_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_prize_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"transaction_id" bigint,
	"fund_quota_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_rank_achievements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_rank_achievements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"rank_id" integer NOT NULL,
	"achieved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "direct_users_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "network_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "career_plan_rank_prizes" ADD CONSTRAINT "career_plan_rank_prizes_rank_id_career_plan_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."career_plan_ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_rank_prizes" ADD CONSTRAINT "career_plan_rank_prizes_fund_id_investment_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."investment_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_rank_requirements" ADD CONSTRAINT "career_plan_rank_requirements_rank_id_career_plan_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."career_plan_ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prize_grants" ADD CONSTRAINT "user_prize_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prize_grants" ADD CONSTRAINT "user_prize_grants_prize_id_career_plan_rank_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."career_plan_rank_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prize_grants" ADD CONSTRAINT "user_prize_grants_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rank_achievements" ADD CONSTRAINT "user_rank_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rank_achievements" ADD CONSTRAINT "user_rank_achievements_rank_id_career_plan_ranks_id_fk" FOREIGN KEY ("rank_id") REFERENCES "public"."career_plan_ranks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_plan_rank_prizes_rank_idx" ON "career_plan_rank_prizes" USING btree ("rank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_prize_grants_uq" ON "user_prize_grants" USING btree ("user_id","prize_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_rank_achievements_uq" ON "user_rank_achievements" USING btree ("user_id","rank_id");