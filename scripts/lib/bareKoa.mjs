// `npm run bench`'s reference (scripts/bench.ts): a bare Koa server answering hello JSON, in a process of
// its own on 127.0.0.1:PORT, as the app runs in its own.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
