// A route's input step: parse with the contract's zod schema, or answer 400 with the spec's message
// (the first problem as `error` and `code`, every field's first problem's code in `fields`).
import type { Next } from 'koa';
import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '../contract/index.ts';
import { badRequest, type FieldCodes } from '../errors.ts';
import type { AppContext } from '../types.ts';

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldCodes = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= codeOf(issue);
  }
  const first = result.error.issues[0];
  throw badRequest(first ? codeOf(first) : 'invalidInput', fields);
}

/** Contract schemas give codes as messages (a test checks every one); anything else reads as generic. */
const codeOf = (issue: z.core.$ZodIssue): MessageKey => (isMessageKey(issue.message) ? issue.message : 'invalidInput');

type Handler<T> = (ctx: AppContext, input: T, next: Next) => Promise<void> | void;

/** Validates the JSON body, then runs the handler with the parsed value. */
export function withBody<S extends z.ZodType>(schema: S, handler: Handler<z.output<S>>) {
  return (ctx: AppContext, next: Next) => handler(ctx, parse(schema, ctx.request.body ?? {}), next);
}

/** Validates the query string, then runs the handler with the parsed value. */
export function withQuery<S extends z.ZodType>(schema: S, handler: Handler<z.output<S>>) {
  return (ctx: AppContext, next: Next) => handler(ctx, parse(schema, ctx.query), next);
}
