// Compression of the API's answers. Large JSON lists shrink about eightfold. Answers under COMPRESS_FROM go as
// they are: they fit in the first round trip of a new connection (about 14 KB) either way, and compressing
// them cost as much CPU as the session lookup. The app's static files come compressed from the build
// (server/static.ts); a kept answer brings its own compressed copy (features/jobs/routes.ts), which this
// leaves alone, as it does any body already encoded.
import compress from 'koa-compress';

export const COMPRESS_FROM = 8 * 1024;

export const compression = () => compress({ threshold: COMPRESS_FROM });
