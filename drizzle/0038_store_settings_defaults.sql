-- The store settings' first values, in force since before any sale: what the environment's
-- REVENUE_SHARE_PERCENT and REFUND_WINDOW_DAYS defaulted to, and automatic tax off.
INSERT INTO "store_settings" ("key", "effective_from", "value", "created_by") VALUES
  ('revenue_share_percent', '1970-01-01T00:00:00Z', 20, NULL),
  ('refund_window_days', '1970-01-01T00:00:00Z', 14, NULL),
  ('automatic_tax', '1970-01-01T00:00:00Z', 0, NULL)
ON CONFLICT DO NOTHING;
