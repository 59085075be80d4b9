// What a shopper may still do with an order (decisions.md, "Orders"). The API enforces the same rules and answers
// 409 when the status moved meanwhile; these only decide which buttons are offered.
export const mayCancelOrder = (status: string) => status === 'PENDING';
/** `partStatus`: the status of the line's supplier part (each part moves by itself). */
export const mayCancelLine = (partStatus: string, lineStatus: string) =>
  partStatus === 'PENDING' && lineStatus === 'OPEN';
export const mayChangeAddress = (status: string) => status === 'PENDING' || status === 'ACCEPTED';
