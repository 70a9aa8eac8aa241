ALTER TABLE "user_tokens" ADD COLUMN "issued_by" integer;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every API instance caches verified sessions for a few seconds; these notifications tell all of
-- them at once that a member's access changed, so no cached answer outlives a block, a role or
-- version change, or a logout (docs/security.md, "The auth cache").
CREATE FUNCTION "auth_invalidated_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_invalidated', OLD.id::text);
  ELSE
    PERFORM pg_notify('auth_invalidated', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "status", "roles_ids", "token_version", "type", "username" ON "users"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."roles_ids" IS DISTINCT FROM NEW."roles_ids"
    OR OLD."token_version" IS DISTINCT FROM NEW."token_version" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."username" IS DISTINCT FROM NEW."username")
  EXECUTE FUNCTION "auth_invalidated_notify"();--> statement-breakpoint
CREATE TRIGGER "users_auth_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_invalidated_notify"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "auth_invalidated_notify"();
