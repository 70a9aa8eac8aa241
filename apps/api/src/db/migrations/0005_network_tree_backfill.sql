-- The sponsor tree of the users who exist before the network area: one closure row per
-- (ancestor, descendant) pair, the member himself at distance 0. Store clients (type 3) are no
-- one's network. Then the maintained counters: depth, direct partners and network size.
WITH RECURSIVE "up"("descendant_id", "ancestor_id", "depth") AS (
	SELECT "id", "id", 0 FROM "users" WHERE "type" <> 3
	UNION ALL
	SELECT "up"."descendant_id", "u"."sponsor_id", "up"."depth" + 1
	FROM "up" JOIN "users" "u" ON "u"."id" = "up"."ancestor_id"
	WHERE "u"."sponsor_id" IS NOT NULL
)
INSERT INTO "network_tree" ("ancestor_id", "depth", "descendant_id")
SELECT "ancestor_id", "depth", "descendant_id" FROM "up";
--> statement-breakpoint
UPDATE "users" SET "depth" = "t"."depth"
FROM (SELECT "descendant_id", max("depth") AS "depth" FROM "network_tree" GROUP BY "descendant_id") "t"
WHERE "users"."id" = "t"."descendant_id" AND "t"."depth" > 0;
--> statement-breakpoint
UPDATE "users" SET "network_size" = "t"."n"
FROM (SELECT "ancestor_id", count(*) - 1 AS "n" FROM "network_tree" GROUP BY "ancestor_id") "t"
WHERE "users"."id" = "t"."ancestor_id" AND "t"."n" > 0;
--> statement-breakpoint
UPDATE "users" SET "direct_users_count" = "t"."n"
FROM (SELECT "ancestor_id", count(*) AS "n" FROM "network_tree" WHERE "depth" = 1 GROUP BY "ancestor_id") "t"
WHERE "users"."id" = "t"."ancestor_id";
