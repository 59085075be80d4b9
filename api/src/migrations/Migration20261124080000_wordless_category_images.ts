import { Migration } from '@mikro-orm/migrations';

// The demo seed drew each category's English name into its picture; the pictures are now wordless
// (seeders/catalog/category-image.ts). A shop seeded before keeps its categories but gets the redrawn pictures:
// a stored file never changes (GET /files/:id is cached for a year), so each redrawn picture is a new file and
// the categories point at it. Only pictures drawn by the seed are touched (their opening is the generator's).
export class Migration20261124080000_wordless_category_images extends Migration {
  override name = 'Migration20261124080000_wordless_category_images';

  override up(): void | Promise<void> {
    this.addSql(`do $$
declare
  old record;
  fresh_id int;
  drawn bytea;
begin
  for old in
    select distinct f.id, f.name, convert_from(f.content, 'UTF8') as svg
    from stored_file f
    where f.mime_type = 'image/svg+xml' and f.content is not null and f.variant_of_id is null
      and (f.id in (select image_id from category) or f.id in (select image_id from accessory_category))
      and position(convert_to('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"', 'UTF8') in f.content) = 1
      and position(convert_to('<text', 'UTF8') in f.content) > 0
  loop
    drawn := convert_to(replace(regexp_replace(old.svg, '<text[^>]*>[^<]*</text>', '', 'g'),
                                'translate(112 38) scale(2)', 'translate(100 60) scale(2.5)'), 'UTF8');
    insert into stored_file (name, mime_type, size, sha256, content, created_at)
    values (old.name, 'image/svg+xml', length(drawn), encode(sha256(drawn), 'hex'), drawn, now())
    returning id into fresh_id;
    update category set image_id = fresh_id where image_id = old.id;
    update accessory_category set image_id = fresh_id where image_id = old.id;
  end loop;
end $$;`);
  }

  override down(): void | Promise<void> {
    // The worded pictures are left where they were; nothing to undo that a shop would want back.
  }
}
