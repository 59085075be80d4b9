import { Migration } from '@mikro-orm/migrations';

export class Migration20261207140000_low_stock_facts extends Migration {
  override name = 'Migration20261207140000_low_stock_facts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notification" add "low_stock" jsonb null;`);
    // Low-stock notices written before this carry the quantity and threshold only in their English message
    // ("… has 5 left (alert at 5)"): read them back, and take the names from the stock as it is now.
    this.addSql(`update "notification" n set "low_stock" = jsonb_build_object(
        'itemName', coalesce(pa.name, ac.name, 'Item ' || s.item_id),
        'itemNameKh', coalesce(pa.name_kh, ac.name_kh),
        'partNumber', coalesce(pa.part_number, ac.part_number, ''),
        'storeName', st.name,
        'storeNameKh', st.name_kh,
        'quantity', substring(n.message from ' has (-?[0-9]+) left \\(alert at [0-9]+\\)$')::int,
        'threshold', substring(n.message from ' left \\(alert at ([0-9]+)\\)$')::int)
      from stock s join store st on st.id = s.store_id
        left join part pa on pa.item_id = s.item_id left join accessory ac on ac.item_id = s.item_id
      where n.kind = 'LOW_STOCK' and n.stock_id = s.id
        and n.message ~ ' has -?[0-9]+ left \\(alert at [0-9]+\\)$';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notification" drop column "low_stock";`);
  }
}
