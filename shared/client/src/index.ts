export { TOKEN_KEY, getToken, setToken, clearToken } from './token.ts';
export { getErrorMessage } from './error-message.ts';
export { http, configureHttp, dataOf, getData, getPage, onRequestFailure, type HttpConfig, type Page } from './http.ts';
export { useSessionStore, onLogout, type SessionState } from './session-store.ts';
export {
  bootstrapSession,
  getMe,
  login,
  signIn,
  signInWithToken,
  replaceToken,
  refreshSession,
  signOut,
  sessionFailureCode,
  type BootstrapOptions,
  type Credentials,
} from './session.ts';
export { queryClient, createQueryKeys } from './query.ts';
export { startRealtime, onNotification, type RealtimeOptions, type NotificationListener } from './realtime.ts';
export { isStaff, type SessionUser, type UserType } from './types.ts';
export { mayUse } from './access.ts';
export { getErrorCode, getErrorAnswer, type ErrorAnswer } from './error-code.ts';
export {
  useVehicleFilterStore,
  vehicleFilterPath,
  VEHICLE_STORAGE_KEY,
  GUEST_GARAGE_LIMIT,
  sameGarageVehicle,
  type ChosenVehicle,
  type GuestGarageVehicle,
  type VehicleName,
  type VehicleFilterState,
} from './vehicle-filter-store.ts';
export { httpStatus, retryUnlessClientError } from './http-status.ts';
export {
  useGuestShoppingStore,
  mergeGuestShopping,
  GUEST_SHOPPING_KEY,
  type GuestShoppingState,
} from './guest-shopping.ts';
