CREATE TABLE "profile_view_slots" (
	"viewed_profile_id" text NOT NULL,
	"month" date NOT NULL,
	"slot" smallint NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "profile_view_slots_viewed_profile_id_month_slot_pk" PRIMARY KEY("viewed_profile_id","month","slot"),
	CONSTRAINT "profile_view_slots_slot_check" CHECK ("profile_view_slots"."slot" between 0 and 95)
);
--> statement-breakpoint
CREATE TABLE "profile_viewer_totals" (
	"viewed_profile_id" text NOT NULL,
	"viewer_id" text NOT NULL,
	"visits" integer NOT NULL,
	"timed_visits" integer NOT NULL,
	"seconds" bigint NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	"latest_viewed_at" timestamp with time zone NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	"viewer_age" smallint,
	"viewer_location" text,
	"viewer_country" text,
	CONSTRAINT "profile_viewer_totals_viewed_profile_id_viewer_id_pk" PRIMARY KEY("viewed_profile_id","viewer_id"),
	CONSTRAINT "profile_viewer_totals_visits_check" CHECK ("profile_viewer_totals"."visits" > 0)
);
--> statement-breakpoint
ALTER TABLE "profile_view_slots" ADD CONSTRAINT "profile_view_slots_viewed_profile_id_users_id_fk" FOREIGN KEY ("viewed_profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_viewer_totals" ADD CONSTRAINT "profile_viewer_totals_viewed_profile_id_users_id_fk" FOREIGN KEY ("viewed_profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_viewer_totals" ADD CONSTRAINT "profile_viewer_totals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 20: the rollups are kept by the database, whoever writes profile_views. An insert adds its
-- visits (additive upserts: concurrent inserts never lose one). An update or a delete recomputes the
-- (member, viewer) rows it touched from their visits after locking them, so a greatest() or a
-- least() that would need undoing never goes stale, and moves the slots' counts by what changed.
CREATE FUNCTION "profile_view_rollups_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profile_viewer_totals" AS t ("viewed_profile_id", "viewer_id", "visits", "timed_visits",
    "seconds", "first_viewed_at", "latest_viewed_at", "last_viewed_at", "viewer_age", "viewer_location",
    "viewer_country")
  SELECT "viewed_profile_id", "viewer_id", count(*), count(*) FILTER (WHERE "duration_seconds" > 0),
    sum("duration_seconds"), min("viewed_at"), max("viewed_at"), max("last_viewed_at"), max("viewer_age"),
    max("viewer_location" COLLATE "C"), max("viewer_country" COLLATE "C")
  FROM "added_visits" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("viewed_profile_id", "viewer_id") DO UPDATE SET
    "visits" = t."visits" + excluded."visits",
    "timed_visits" = t."timed_visits" + excluded."timed_visits",
    "seconds" = t."seconds" + excluded."seconds",
    "first_viewed_at" = least(t."first_viewed_at", excluded."first_viewed_at"),
    "latest_viewed_at" = greatest(t."latest_viewed_at", excluded."latest_viewed_at"),
    "last_viewed_at" = greatest(t."last_viewed_at", excluded."last_viewed_at"),
    "viewer_age" = greatest(t."viewer_age", excluded."viewer_age"),
    "viewer_location" = greatest(t."viewer_location" COLLATE "C", excluded."viewer_location" COLLATE "C"),
    "viewer_country" = greatest(t."viewer_country" COLLATE "C", excluded."viewer_country" COLLATE "C");
  INSERT INTO "profile_view_slots" AS s ("viewed_profile_id", "month", "slot", "visits")
  SELECT "viewed_profile_id", date_trunc('month', "viewed_at" AT TIME ZONE 'UTC')::date,
    (floor(extract(epoch FROM "viewed_at") / 900)::bigint % 96)::smallint, count(*)
  FROM "added_visits" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("viewed_profile_id", "month", "slot") DO UPDATE SET "visits" = s."visits" + excluded."visits";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "profile_viewer_totals_recount"("members" text[], "viewers" text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Locked first, so the recount below (a statement of its own, with a fresh snapshot) sees every
  -- change committed before it.
  PERFORM 1 FROM "profile_viewer_totals" t
    JOIN unnest("members", "viewers") AS p("viewed_profile_id", "viewer_id") USING ("viewed_profile_id", "viewer_id")
    ORDER BY t."viewed_profile_id", t."viewer_id" FOR UPDATE OF t;
  DELETE FROM "profile_viewer_totals" t
  USING unnest("members", "viewers") AS p("viewed_profile_id", "viewer_id")
  WHERE t."viewed_profile_id" = p."viewed_profile_id" AND t."viewer_id" = p."viewer_id";
  INSERT INTO "profile_viewer_totals" ("viewed_profile_id", "viewer_id", "visits", "timed_visits", "seconds",
    "first_viewed_at", "latest_viewed_at", "last_viewed_at", "viewer_age", "viewer_location", "viewer_country")
  SELECT v."viewed_profile_id", v."viewer_id", count(*), count(*) FILTER (WHERE v."duration_seconds" > 0),
    sum(v."duration_seconds"), min(v."viewed_at"), max(v."viewed_at"), max(v."last_viewed_at"),
    max(v."viewer_age"), max(v."viewer_location" COLLATE "C"), max(v."viewer_country" COLLATE "C")
  FROM "profile_views" v
  JOIN (SELECT DISTINCT * FROM unnest("members", "viewers")) AS p("viewed_profile_id", "viewer_id")
    ON v."viewed_profile_id" = p."viewed_profile_id" AND v."viewer_id" = p."viewer_id"
  GROUP BY 1, 2 ORDER BY 1, 2;
END $$;
--> statement-breakpoint
-- The slots' counts a statement moves: -1 for each visit it removed, +1 for each it kept or added.
CREATE FUNCTION "profile_view_slot_moves"("removed" timestamptz[], "removed_members" text[],
  "kept" timestamptz[], "kept_members" text[])
RETURNS TABLE ("viewed_profile_id" text, "month" date, "slot" smallint, "n" int) LANGUAGE sql STABLE AS $$
  SELECT m, date_trunc('month', at AT TIME ZONE 'UTC')::date,
    (floor(extract(epoch FROM at) / 900)::bigint % 96)::smallint, sum(n)::int
  FROM (SELECT unnest("removed_members") AS m, unnest("removed") AS at, -1 AS n
        UNION ALL SELECT unnest("kept_members"), unnest("kept"), 1) moves
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION "profile_view_rollups_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed_at timestamptz[]; removed_members text[]; removed_viewers text[];
  kept_at timestamptz[]; kept_members text[]; kept_viewers text[];
BEGIN
  SELECT array_agg("viewed_at"), array_agg("viewed_profile_id"), array_agg("viewer_id")
    INTO removed_at, removed_members, removed_viewers FROM "removed_visits";
  IF TG_OP = 'UPDATE' THEN
    -- An update moves a visit's time or its slot only if it changes viewed_at (never done today).
    SELECT array_agg(n."viewed_at"), array_agg(n."viewed_profile_id"), array_agg(n."viewer_id")
      INTO kept_at, kept_members, kept_viewers FROM "kept_visits" n;
  END IF;
  PERFORM "profile_viewer_totals_recount"(removed_members || coalesce(kept_members, '{}'),
    removed_viewers || coalesce(kept_viewers, '{}'));
  INSERT INTO "profile_view_slots" AS s ("viewed_profile_id", "month", "slot", "visits")
  SELECT * FROM "profile_view_slot_moves"(removed_at, removed_members, kept_at, kept_members) ORDER BY 1, 2, 3
  ON CONFLICT ("viewed_profile_id", "month", "slot") DO UPDATE SET "visits" = s."visits" + excluded."visits";
  DELETE FROM "profile_view_slots" s
  USING "profile_view_slot_moves"(removed_at, removed_members, kept_at, kept_members) m
  WHERE s."viewed_profile_id" = m."viewed_profile_id" AND s."month" = m."month" AND s."slot" = m."slot"
    AND s."visits" <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profile_view_rollups_on_insert" AFTER INSERT ON "profile_views"
  REFERENCING NEW TABLE AS "added_visits" FOR EACH STATEMENT EXECUTE FUNCTION "profile_view_rollups_add"();
--> statement-breakpoint
CREATE TRIGGER "profile_view_rollups_on_update" AFTER UPDATE ON "profile_views"
  REFERENCING OLD TABLE AS "removed_visits" NEW TABLE AS "kept_visits"
  FOR EACH STATEMENT EXECUTE FUNCTION "profile_view_rollups_recount"();
--> statement-breakpoint
CREATE TRIGGER "profile_view_rollups_on_delete" AFTER DELETE ON "profile_views"
  REFERENCING OLD TABLE AS "removed_visits" FOR EACH STATEMENT EXECUTE FUNCTION "profile_view_rollups_recount"();
--> statement-breakpoint
-- The visits recorded before the rollups existed.
INSERT INTO "profile_viewer_totals" ("viewed_profile_id", "viewer_id", "visits", "timed_visits", "seconds",
  "first_viewed_at", "latest_viewed_at", "last_viewed_at", "viewer_age", "viewer_location", "viewer_country")
SELECT "viewed_profile_id", "viewer_id", count(*), count(*) FILTER (WHERE "duration_seconds" > 0),
  sum("duration_seconds"), min("viewed_at"), max("viewed_at"), max("last_viewed_at"), max("viewer_age"),
  max("viewer_location" COLLATE "C"), max("viewer_country" COLLATE "C")
FROM "profile_views" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "profile_view_slots" ("viewed_profile_id", "month", "slot", "visits")
SELECT "viewed_profile_id", date_trunc('month', "viewed_at" AT TIME ZONE 'UTC')::date,
  (floor(extract(epoch FROM "viewed_at") / 900)::bigint % 96)::smallint, count(*)
FROM "profile_views" GROUP BY 1, 2, 3;
