-- The console's Codes tab shows each code's paid uses live, as the 'discount_codes' topic: a
-- payment's outcome (paid, disputed, refunded…) on a purchase with a code changes its count, and
-- another admin's edit of a code is announced too. The change's id is the code's.
CREATE TRIGGER shop_discount_codes_live AFTER INSERT OR UPDATE OR DELETE ON shop_discount_codes
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'discount_codes');--> statement-breakpoint
CREATE TRIGGER purchases_code_uses_live AFTER UPDATE OF status ON purchases
  FOR EACH ROW WHEN (NEW.discount_code_id IS NOT NULL AND NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION live_notify('discount_code_id', 'discount_codes');
