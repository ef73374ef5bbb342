// The environment `npm start` (scripts/start.mjs) runs the server with: the caller's, over these defaults.
/** @param {NodeJS.ProcessEnv} env */
export const startEnv = (env) => ({
  // libuv's pool (4 threads by default) serves file reads, compression and password hashing alike:
  // more threads keep reads moving while sign-ins hash (hashes are also capped, features/auth/passwords.ts).
  UV_THREADPOOL_SIZE: '8',
  ...env,
});
