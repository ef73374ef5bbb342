// Errors that mean "the database is away for a moment" (a restart, a failover, a dropped connection),
// not "this request is wrong": reads and idempotent writes are retried on them
// (server/middleware/transient.ts), anything else answers 503 with Retry-After, never a 500.

/** SQLSTATEs of a server going down or not yet up, and of a broken connection. */
const TRANSIENT_SQLSTATES = new Set([
  '57P01', // admin_shutdown (a restart terminates every backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections (the pool refills after a restart)
]);

const TRANSIENT_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

// pg and knex report some of these only in the message.
const TRANSIENT_MESSAGES = [
  /Connection terminated/i,
  /terminating connection/i,
  /Client has encountered a connection error/i,
  /Knex: Timeout acquiring a connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isTransientDbError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; name?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (TRANSIENT_SQLSTATES.has(e.code) || TRANSIENT_ERRNOS.has(e.code))) return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && TRANSIENT_MESSAGES.some((re) => re.test(e.message as string))) return true;
  // Node's AggregateError (a refused connection tried on IPv4 and IPv6)
  return Array.isArray(e.errors) && e.errors.some(isTransientDbError);
}
