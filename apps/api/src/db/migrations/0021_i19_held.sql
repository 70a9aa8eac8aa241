CREATE TABLE "ledger_holds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"hold_days" smallint NOT NULL,
	"releases_on" date,
	"hold_transaction_id" bigint NOT NULL,
	"release_transaction_id" bigint,
	"void_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_ck" CHECK ("ledger_holds"."amount_cents" > 0),
	CONSTRAINT "ledger_holds_status_ck" CHECK ("ledger_holds"."status" IN (0, 1, 2)),
	CONSTRAINT "ledger_holds_released_ck" CHECK (("ledger_holds"."status" = 2) = ("ledger_holds"."release_transaction_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_release_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("release_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_void_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("void_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_once_uq" ON "ledger_holds" USING btree ("invoice_id","kind","user_id","category");--> statement-breakpoint
CREATE INDEX "ledger_holds_due_idx" ON "ledger_holds" USING btree ("releases_on","id") WHERE "ledger_holds"."status" = 1;--> statement-breakpoint
CREATE INDEX "ledger_holds_member_idx" ON "ledger_holds" USING btree ("user_id") WHERE "ledger_holds"."status" = 1;