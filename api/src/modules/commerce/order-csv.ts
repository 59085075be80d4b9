// The staff orders CSV in the staff member's language and time zone: headers, statuses, payment and shipping worded
// as the desk words them (English or Khmer), and the time placed as a local "YYYY-MM-DD HH:mm". The figures stay
// plain numbers so a spreadsheet can add them up; the total includes the delivery fees the next columns show.
import type { OrderSummary } from '@shop/contracts';
import { localTimes, SHOP_TIME_ZONE, type CsvLang as Lang } from '../../lib/csv-local.ts';

const HEADERS: Record<Lang, string[]> = {
  en: [
    'Order',
    'Status',
    'Placed',
    'Customer',
    'Payment',
    'Shipping',
    'Lines',
    'Total (USD)',
    'Total (KHR)',
    'Delivery (USD)',
    'Delivery (KHR)',
  ],
  km: [
    'ការបញ្ជាទិញ',
    'ស្ថានភាព',
    'បានបញ្ជាទិញ',
    'អតិថិជន',
    'ការទូទាត់',
    'ការដឹកជញ្ជូន',
    'ជួរ',
    'សរុប (USD)',
    'សរុប (KHR)',
    'ថ្លៃដឹកជញ្ជូន (USD)',
    'ថ្លៃដឹកជញ្ជូន (KHR)',
  ],
};

const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    PENDING: 'Pending',
    ACCEPTED: 'Accepted',
    PROCESSING: 'Processing',
    DELIVERED: 'Delivered',
    PAID: 'Paid',
    CANCELLED: 'Cancelled',
    CASH: 'Cash',
    BANK: 'Bank transfer',
    'Ground Way': 'By road',
    'Rail Way': 'By rail',
    'Water Way': 'By water',
    'Air Way': 'By air',
  },
  km: {
    PENDING: 'កំពុងរង់ចាំ',
    ACCEPTED: 'បានទទួលយក',
    PROCESSING: 'កំពុងរៀបចំ',
    DELIVERED: 'បានដឹកដល់',
    PAID: 'បានបង់ប្រាក់',
    CANCELLED: 'បានបោះបង់',
    CASH: 'សាច់ប្រាក់',
    BANK: 'ផ្ទេរប្រាក់តាមធនាគារ',
    'Ground Way': 'តាមផ្លូវគោក',
    'Rail Way': 'តាមផ្លូវដែក',
    'Water Way': 'តាមផ្លូវទឹក',
    'Air Way': 'តាមផ្លូវអាកាស',
  },
};

/** An order status (or payment, shipping word) as the shop words it in `lang`; the code itself when it has no word. */
export const orderWord = (lang: Lang, code: string): string => WORDS[lang][code] ?? code;

export interface OrderCsv {
  header: string[];
  /** Today in the reader's time zone, YYYY-MM-DD (the file's name). */
  today: () => string;
  cells: (order: OrderSummary) => unknown[];
}

export function orderCsv(lang: Lang = 'en', timeZone: string = SHOP_TIME_ZONE): OrderCsv {
  const words = WORDS[lang];
  const { at: placed, today } = localTimes(timeZone);
  return {
    header: HEADERS[lang],
    today,
    cells: (o) => [
      o.id,
      words[o.status] ?? o.status,
      placed(o.createdAt),
      o.customer.name,
      words[o.paymentMethod] ?? o.paymentMethod,
      words[o.shippingOption] ?? o.shippingOption,
      o.lineCount,
      o.total,
      o.totalKhr,
      o.deliveryTotal,
      o.deliveryTotalKhr,
    ],
  };
}
