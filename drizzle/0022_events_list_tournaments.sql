-- /events lists each tournament from its own row (its real counts, its page). An event row under a
-- tournament's name (the seeded "Founders' Cup #1") listed the cup a second time, with a count and a
-- Register button of its own that never fed the cup: it goes, with its registrations.
DELETE FROM "events"
WHERE "kind" = 'tournament'
  AND lower("title") IN (SELECT lower("name") FROM "tournaments" WHERE "practice_of" IS NULL);
