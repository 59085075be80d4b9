import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PartPosition } from '@shop/contracts';

/** The product spec's part positions in each language: the storefront and the back-office word them the same way. */
export const positionLabels: Record<PartPosition, MessageDescriptor> = {
  Main: msg`Main`,
  Left: msg`Left`,
  Right: msg`Right`,
  Rear: msg`Rear`,
  FRONT: msg`Front`,
  'Front Left': msg`Front left`,
  'Front Right': msg`Front right`,
  'Rear Left': msg`Rear left`,
  'Rear Right': msg`Rear right`,
  'Front Left - Driver Side': msg`Front left, driver side`,
  'Front Right - Passenger Side': msg`Front right, passenger side`,
  'Rear Left - Driver Side': msg`Rear left, driver side`,
  'Rear Right - Passenger Side': msg`Rear right, passenger side`,
  'Right Side Sliding Door': msg`Right sliding door`,
  'Left Side Sliding Door': msg`Left sliding door`,
};
