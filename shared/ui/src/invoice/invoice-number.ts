/** The number printed on an invoice: its id, zero-padded so numbers line up and sort as text (`INV-000042`). */
export function invoiceNumber(id: number): string {
  return `INV-${String(id).padStart(6, '0')}`;
}
