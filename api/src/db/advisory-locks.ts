// The keys of the PostgreSQL advisory locks the API takes, in one place, so that no two uses share a key by chance.
// PostgreSQL keeps the two forms of key apart (pg_locks' objsubid 1 or 2): a one-key lock (bigint) never meets a
// two-key lock (int, int), whatever the numbers. Within a form, every key here is different.

/** One key (bigint): a lock for one whole job. */
export const ADVISORY_LOCK = {
  /** Only one API process migrates and seeds at a time (db/orm.ts, prepareDatabase). */
  schema: 727_274_001,
  /** Catalogue imports run one at a time: two at once would each plan without seeing the other's rows (import.service.ts). */
  catalogueImport: 7_100_012,
} as const;

/**
 * Two keys (int, int): the first names the kind, the second is the row's id, so each row has a lock of its own.
 */
export const ADVISORY_LOCK_CLASS = {
  /**
   * A part whose fitments change the vehicle part counts, by the part's id (catalog/part-fit.entity.ts,
   * VEHICLE_PART_COUNT_FN; migration 20261214020000 wrote the same number into the trigger).
   */
  partFitCount: 20_261_214,
} as const;
