// Live updates: what the server pushes to open screens over Server-Sent Events
// (GET /api/events), and the unread counts the areas' navigation shows (GET /api/live/unread).
import { z } from 'zod';

/** What happened: a new application, a stage move, a submitted timesheet, a new lead. */
export const LIVE_EVENT_TYPES = ['application', 'stage', 'timesheet', 'lead'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** One event as a screen receives it (the SSE `data:` of an event named `type`): what changed, by id.
 * The screen asks for the changed data itself, through the routes that hold each user to their own. */
export interface LiveEvent {
  type: LiveEventType;
  /** The application's, timesheet's or lead's id. */
  id: number;
  /** The application's job (application and stage events). */
  jobId?: number;
}

/** The areas whose unread items are counted, each read when its user opens it. */
const SEEN_AREAS = ['applications'] as const;
export type SeenArea = (typeof SEEN_AREAS)[number];

export const seenSchema = z.object({
  area: z.enum(SEEN_AREAS, { error: 'invalidInput' }),
});

/** GET /api/live/unread (and POST /api/live/seen's answer). */
export interface UnreadCounts {
  /** Staff and employers: applications that arrived since the list was last opened; a candidate: moves
   * of their applications (and the messages they carry) since My Applications was last opened. */
  applications: number;
  /** Staff: timesheets waiting for approval (0 for others). */
  timesheets: number;
  /** The pending-work count for an app badge: the two together. */
  pending: number;
}

/** Server-Sent Events streams one user may hold open at once, per server process. */
export const LIVE_STREAMS_PER_USER = 6;
