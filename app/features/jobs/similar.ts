// 'Similar jobs' on a job page: other active jobs of the same category or sharing skills, the most
// overlap first (each shared skill counts one, the same category one more), then the newest.
import type { Job } from '../../../server/contract/index.ts';

const SIMILAR_MAX = 3;
const skillKey = (s: string) => s.trim().toLocaleLowerCase();

export function similarJobs(job: Job, all: readonly Job[], max = SIMILAR_MAX): Job[] {
  const skills = new Set(job.skills.map(skillKey));
  return all
    .filter((other) => other.isActive && other.id !== job.id)
    .map((other) => {
      const shared = new Set(other.skills.map(skillKey).filter((s) => skills.has(s))).size;
      return { other, score: shared + (other.category === job.category ? 1 : 0) };
    })
    .filter((r) => r.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.other.createdAt < b.other.createdAt
          ? 1
          : a.other.createdAt > b.other.createdAt
            ? -1
            : b.other.id - a.other.id),
    )
    .slice(0, max)
    .map((r) => r.other);
}
