-- Catalog edits reach open /shop and /ranks pages, and every instance's cached catalog, as the
-- 'catalog' live topic.
CREATE TRIGGER shop_products_live AFTER INSERT OR UPDATE OR DELETE ON shop_products
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'catalog');--> statement-breakpoint
CREATE TRIGGER shop_product_commands_live AFTER INSERT OR UPDATE OR DELETE ON shop_product_commands
  FOR EACH ROW EXECUTE FUNCTION live_notify('product_id', 'catalog');
