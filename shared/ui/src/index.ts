import './i18n.ts';

export { theme, brandBlue, fontFamily, PART_NUMBER_STYLE } from './theme.ts';
export { ShopProviders } from './shop-providers.tsx';
export { showToast, clearToasts, prepareToasts, TOAST_AUTO_CLOSE_MS, TOAST_TOP_PX } from './toasts.tsx';
export { FullScreenSpinner } from './full-screen-spinner.tsx';
export { BackToTop, scrollToTop, BACK_TO_TOP_AFTER_PX, BACK_TO_TOP_DURATION_MS } from './back-to-top.tsx';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page.tsx';
export { Amount, type AmountProps } from './amount.tsx';
export { formatCount, formatMoney, formatMinorUnits, formatRiel, type MoneyFormat } from './money.ts';
export { LoadingBlock, ErrorBlock, EmptyBlock, type ErrorBlockProps, type EmptyBlockProps } from './query-state.tsx';
export { RemotePage, type RemotePageProps } from './remote-page.tsx';
export {
  apiErrorText,
  describeApiError,
  errorCodeMessage,
  loadErrorWordings,
  type ApiProblem,
  type CodeWordings,
  type FieldWording,
} from './errors/api-error-message.ts';
export { orderStatusLabels, useOrderStatusLabel } from './order-status-labels.ts';
export { usePageTitle, useCurrentPageTitle } from './page-title.ts';
export { positionLabels } from './position-labels.ts';
export { InvoiceDocument, OrderKhqr } from './documents-on-demand.tsx';
export { lazyNamed } from './lazy-named.ts';
export { StrokeIcon, type StrokeIconProps } from './stroke-icon.tsx';
export type { InvoiceDocumentProps } from './invoice/invoice-document.tsx';
export { invoiceNumber } from './invoice/invoice-number.ts';
export { useLiveQueries } from './live-queries.ts';
