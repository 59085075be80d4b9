// What a shopper may still do with an order (decisions.md, "Orders"). The API enforces the same rules and answers
// 409 when the status moved meanwhile; these only decide which buttons are offered.
export const mayCancelOrder = (status: string) => status === 'PENDING';
export const mayCancelLine = (orderStatus: string, lineStatus: string) => orderStatus === 'PENDING' && lineStatus === 'OPEN';
export const mayChangeAddress = (status: string) => status === 'PENDING' || status === 'ACCEPTED';
