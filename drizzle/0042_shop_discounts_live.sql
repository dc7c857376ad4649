-- Sales change what /shop shows and what checkout charges: they reach open pages, and every
-- instance's cached catalog, as the 'catalog' live topic.
CREATE TRIGGER shop_sales_live AFTER INSERT OR UPDATE OR DELETE ON shop_sales
  FOR EACH ROW EXECUTE FUNCTION live_notify('id', 'catalog');
