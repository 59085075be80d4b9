import './i18n.ts';

export { AdminPage, type AdminPageProps } from './admin-page.tsx';
export { ListScreen, type ListScreenProps, type ListColumn, type ListFilter, type BulkAction } from './list-screen.tsx';
export {
  readListState,
  writeListState,
  listQuery,
  apiSort,
  parseApiSort,
  useListState,
  PAGE_SIZES,
  type ListState,
  type ListSort,
  type ListStateOptions,
  type ListStateControls,
} from './list-state.ts';
export {
  useRecordForm,
  recordFormErrors,
  filledIn,
  showApiError,
  type RecordFormOptions,
  type FieldRules,
} from './record-form.ts';
export { validateWithSchema, describeSchemaError, type FieldErrors } from './schema-validation.ts';
export { describeApiError } from './api-errors.ts';
export type { ApiProblem, CodeWordings } from '@shop/ui';
export { isBlank, isInteger, isNumber, isPhone } from './validators.ts';
export { confirmAction, confirmWrite, type ConfirmOptions, type ConfirmWriteOptions } from './confirm-action.tsx';
export { StatusBadge, STATUS_COLORS, type StatusBadgeProps } from './status-badge.tsx';
export { DetailPage, type DetailPageProps } from './detail-page.tsx';
export { HistoryPanel } from './history-panel.tsx';
export { AuditEntryDetails } from './audit-entry-details.tsx';
export { useAuditWords, humanise, type AuditWords } from './audit-words.ts';
export {
  useRecordHistory,
  recordHistoryQueryOptions,
  auditKeys,
  type AuditEntryView,
  type AuditChange,
} from './audit.ts';
export {
  useSavedViews,
  savedViewsQueryOptions,
  savedViewKeys,
  type SavedView,
  type SavedViewBody,
} from './saved-views.ts';
export { CsvExportButton, DownloadButton, type DownloadButtonProps } from './csv-export-button.tsx';
export { csvFiltersOf, datedCsvName, staffCsvHref } from './staff-csv.ts';
export { createResourceApi, useResourceMutations, refreshAfterWrite, type ResourceApi } from './resource-api.ts';
export { RecordFields, type RecordField, type RecordFieldInput } from './record-fields.tsx';
export { RecordFormModal, type RecordFormModalProps } from './record-form-modal.tsx';
export { FormModal, type FormModalProps } from './form-modal.tsx';
export { FormFooter, type FormFooterProps } from './form-footer.tsx';
export { useSaveState, useRecordFormSave, type SaveState, type RecordFormSaveOptions } from './form-save.ts';
export { ReferenceScreen, type ReferenceScreenProps } from './reference-screen.tsx';
export { DialogListScreen, type DialogListScreenProps } from './dialog-list-screen.tsx';
export { UploadDropzone, type UploadDropzoneProps } from './upload-dropzone.tsx';
export { booleanFilter, BooleanBadge, type YesNoWords } from './boolean-column.tsx';
export { RecordError, type RecordErrorProps } from './record-error.tsx';
export { noteText, useSystemNote } from './system-note.ts';
export { usePackageWords } from './package-words.ts';
