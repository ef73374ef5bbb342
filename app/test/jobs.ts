// One public job as the API presents it, for the app's tests: job `id` is 'Engineer <id>' at Acme in
// Budapest, posted on 2025-01-<id> (a higher id is newer); `over` changes any field.
import type { Job } from '../../server/contract/index.ts';

export const makeJob = (id: number, over: Partial<Job> = {}): Job => ({
  id,
  employerId: 1,
  title: `Engineer ${id}`,
  company: 'Acme',
  location: 'Budapest, Hungary',
  type: 'full-time',
  category: 'devops',
  description: 'Keep things running.',
  requirements: [],
  skills: [],
  salary: { min: 50, max: 70, currency: 'EUR' },
  isActive: true,
  slug: `engineer-${id}`,
  source: 'employer_portal',
  startDate: null,
  validThrough: '2099-01-01T00:00:00.000Z',
  listingDays: 60,
  dayRate: null,
  createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
  ...over,
});
