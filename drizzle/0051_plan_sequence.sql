-- Rank plan commands now take effect in one sequence per buyer ('plan:<user>') instead of one per
-- purchase, so a replaced plan's take-back always runs before the next plan's grant. Commands still
-- waiting (pending or leased) under their purchase's key move into their buyer's sequence, in the
-- order they were decided: by the time they were queued, then (queued together in one
-- reconciliation) the older purchase first, then the decision's own step. Delivered and dead
-- commands keep their key: they block nothing.
WITH waiting AS (
  SELECT d.id,
    'plan:' || p.user_id::text AS plan_key,
    dense_rank() OVER (
      PARTITION BY p.user_id
      ORDER BY d.created_at, p.created_at, p.id, d.sequence_step
    ) AS plan_step
  FROM deliveries d
  JOIN purchases p ON d.sequence_key = 'purchase:' || p.id::text
  JOIN purchase_items pi
    ON pi.purchase_id = p.id AND split_part(d.idempotency_key, ':', 4) = pi.id::text
  WHERE d.status IN ('pending', 'leased')
    AND d.idempotency_key LIKE 'shop:%'
    AND coalesce(pi.delivery_snapshot->>'kind' = 'subscription', pi.catalog_item_id LIKE 'rank-%')
)
UPDATE deliveries
SET sequence_key = waiting.plan_key, sequence_step = waiting.plan_step
FROM waiting
WHERE deliveries.id = waiting.id;
