CREATE TABLE "money_operation_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_operation_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operation" text NOT NULL,
	"requested_by" integer NOT NULL,
	"approval_id" integer,
	"ledger_transaction_id" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_token_version" integer;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "issued_by_token_version" integer;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD COLUMN "wait_reason" text;--> statement-breakpoint
ALTER TABLE "money_operation_postings" ADD CONSTRAINT "money_operation_postings_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operation_postings" ADD CONSTRAINT "money_operation_postings_approval_id_money_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."money_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_operation_postings" ADD CONSTRAINT "money_operation_postings_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_operation_postings_tx_uq" ON "money_operation_postings" USING btree ("ledger_transaction_id");--> statement-breakpoint
CREATE INDEX "money_operation_postings_requester_idx" ON "money_operation_postings" USING btree ("requested_by","posted_at");--> statement-breakpoint
CREATE INDEX "money_operation_postings_posted_idx" ON "money_operation_postings" USING btree ("posted_at");--> statement-breakpoint
-- hand-written (foureyes):
-- The money operations that moved money before this migration, so that the window of the
-- two-administrator rule counts them from the first post after it (docs/admin.md#two-administrator-approval):
-- the direct posts from their audit rows, the approved ones from their approvals.
INSERT INTO "money_operation_postings" ("operation", "requested_by", "approval_id", "ledger_transaction_id", "total_cents", "posted_at")
SELECT CASE a."action" WHEN 'bonuses.profit_sharing' THEN 'profitSharing' ELSE 'fundPayout' END,
       a."actor_id", NULL, (a."after"->>'transactionId')::bigint, (a."after"->>'totalCents')::bigint, a."created_at"
FROM "audit_log" a
WHERE a."action" IN ('bonuses.profit_sharing', 'bonuses.fund_payout') AND a."actor_id" IS NOT NULL
  AND a."after"->>'transactionId' IS NOT NULL AND a."after"->>'totalCents' IS NOT NULL
ON CONFLICT ("ledger_transaction_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "money_operation_postings" ("operation", "requested_by", "approval_id", "ledger_transaction_id", "total_cents", "posted_at")
SELECT m."operation", m."requested_by", m."id", (m."result"->>'transactionId')::bigint, (m."result"->>'totalCents')::bigint, m."decided_at"
FROM "money_approvals" m
WHERE m."status" = 2 AND (m."result"->>'applied')::boolean AND m."decided_at" IS NOT NULL
ON CONFLICT ("ledger_transaction_id") DO NOTHING;
