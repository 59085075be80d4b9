// Who is asking, for the order reads and moves: staff routes serve admins (everything) and suppliers (their lines).
// It is the caller's staff scope (supply/staff-scope.ts), which routes get as `await request.staffScope()`.
import type { StaffScope } from '../supply/staff-scope.ts';

export type StaffViewer = StaffScope;
