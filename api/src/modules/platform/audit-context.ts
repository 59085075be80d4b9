// Who is writing: the signed-in caller of the request being handled, kept in async-local storage so the audit
// subscriber finds it deep inside any service's flush without every service passing it along.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export interface AuditActor {
  id: number;
  type: string;
}

interface AuditScope {
  actor: AuditActor | null;
}

const storage = new AsyncLocalStorage<AuditScope>();

/** preHandler hook: the rest of the request (handler, services, flushes) runs with the caller as the actor. */
export function auditScopeHook(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const user = request.user as AuditActor | undefined;
  storage.run({ actor: user && typeof user.id === 'number' ? { id: user.id, type: user.type } : null }, done);
}

/** Runs `work` as `actor` (tests and jobs that write outside a request). */
export function runAs<T>(actor: AuditActor | null, work: () => Promise<T>): Promise<T> {
  return storage.run({ actor }, work);
}

export const currentActor = (): AuditActor | null => storage.getStore()?.actor ?? null;
