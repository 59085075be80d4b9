import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CartLine } from '@shop/contracts';

/**
 * The API's warning in the shopper's language, from its `warningCode`: UNAVAILABLE when the store stopped
 * selling, SHORT when the stock has fewer base units than the line needs (`available` says how many).
 */
export function lineWarning(line: Pick<CartLine, 'warningCode' | 'available'>): MessageDescriptor | null {
  if (line.warningCode === null) return null;
  if (line.warningCode === 'UNAVAILABLE') return msg`This store no longer sells this item. Remove it to check out.`;
  if (line.available === 0) return msg`Out of stock. Remove it to check out.`;
  const available = line.available;
  return msg`Only ${available} left (counted in the item's smallest unit). Lower the quantity to check out.`;
}
