-- System accounts keep no stored balance from now on (docs/ledger.md, "System accounts: no hot
-- rows"): their balance is the sum of their entries, which the column duplicated.
UPDATE "ledger_accounts" SET "balance_cents" = 0 WHERE "kind" = 'system';
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_system_unstored_ck" CHECK ("ledger_accounts"."kind" = 'member' OR "ledger_accounts"."balance_cents" = 0);
