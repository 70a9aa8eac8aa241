ALTER TABLE "career_plan_ranks" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "career_plan_rank_prizes" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_plan_rank_prizes" ADD COLUMN "valid_until" timestamp with time zone;