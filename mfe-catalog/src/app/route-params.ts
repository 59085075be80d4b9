/** A route's `:id` as a database id, or undefined for anything else (the page then answers 404). */
export function routeId(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
