CREATE TABLE "money_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operation" text NOT NULL,
	"payload" jsonb NOT NULL,
	"preview_hash" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"result" jsonb,
	CONSTRAINT "money_approvals_two_people_ck" CHECK ("money_approvals"."decided_by" IS NULL OR "money_approvals"."decided_by" <> "money_approvals"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_approvals_status_idx" ON "money_approvals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","id");--> statement-breakpoint
-- docs/admin.md#audit: the application may add audit rows, never change or remove them.
CREATE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_is_append_only"();--> statement-breakpoint
-- docs/admin.md#staff-roles: the administrators that exist are Owners.
UPDATE "users" SET "roles_ids" = ARRAY(SELECT DISTINCT r FROM unnest("roles_ids" || ARRAY[100, 101, 102, 103]) AS r ORDER BY r) WHERE "type" = 1;
