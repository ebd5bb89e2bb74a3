-- A believable catalogue: each product's MRP and net quantity.

-- The MRP (maximum retail price), inclusive of all taxes, in paise: what the pack states. The
-- selling price (base_price_paise + gst_paise) is at or below it; NULL: no MRP known (none shown).
ALTER TABLE products ADD COLUMN mrp_paise integer CHECK (mrp_paise IS NULL OR mrp_paise > 0);

-- The net quantity the pack holds: a number and its unit (NET_QUANTITY_UNITS of the contract).
-- Both or neither; NULL: not stated.
ALTER TABLE products ADD COLUMN net_quantity_value numeric CHECK (net_quantity_value IS NULL OR net_quantity_value > 0);
ALTER TABLE products ADD COLUMN net_quantity_unit text CHECK (net_quantity_unit IS NULL OR net_quantity_unit IN ('g', 'kg', 'ml', 'L', 'pieces', 'units'));
ALTER TABLE products ADD CONSTRAINT products_net_quantity_whole CHECK ((net_quantity_value IS NULL) = (net_quantity_unit IS NULL));
