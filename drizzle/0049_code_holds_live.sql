-- The Codes tab shows the uses open checkouts hold beside the paid ones, so a checkout that names a
-- code is announced on 'discount_codes' from the moment it is recorded (pending), not only when its
-- status changes. A hold that lapses after a day changes nothing by itself: the provider's expiry
-- of the session arrives as a status change by then.
CREATE TRIGGER purchases_code_holds_live AFTER INSERT ON purchases
  FOR EACH ROW WHEN (NEW.discount_code_id IS NOT NULL)
  EXECUTE FUNCTION live_notify('discount_code_id', 'discount_codes');
