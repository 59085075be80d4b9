// Limits the API enforces that the browser keeps to as well (a guest's cart lives there). No TypeBox here, so a
// front end reads them without loading the schema library.

/** Most lines a cart holds. */
export const MAX_CART_LINES = 100;
/** Most a cart line holds, in its unit. */
export const MAX_CART_LINE_QUANTITY = 10_000;
