CREATE TABLE "account_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"secondary_id" integer NOT NULL,
	"primary_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_secondary_id_users_id_fk" FOREIGN KEY ("secondary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_primary_id_users_id_fk" FOREIGN KEY ("primary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_secondary_uq" ON "account_links" USING btree ("secondary_id");--> statement-breakpoint
CREATE INDEX "account_links_primary_idx" ON "account_links" USING btree ("primary_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "account_links_token_uq" ON "account_links" USING btree ("token_hash");
--> statement-breakpoint
-- hand-written (cpf):
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_status_ck" CHECK ("status" IN (0, 1, 2));--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_not_self_ck" CHECK ("secondary_id" <> "primary_id");--> statement-breakpoint
-- Accounts that shared a CPF before confirmation existed were already each other's 'Minhas Contas':
-- they stay linked, confirmed, to the first (lowest id) member account of their CPF.
INSERT INTO "account_links" ("secondary_id", "primary_id", "status", "decided_at")
SELECT u.id, p.primary_id, 2, now()
FROM "users" u
JOIN (SELECT regional_id, min(id) AS primary_id FROM "users" WHERE type = 2 AND regional_id IS NOT NULL GROUP BY regional_id) p
  ON p.regional_id = u.regional_id
WHERE u.type = 2 AND u.id <> p.primary_id;
