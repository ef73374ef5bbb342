import { describe, expect, it } from 'vitest';
import type { Job } from '../../../server/contract/index.ts';
import { similarJobs } from './similar.ts';

let nextId = 1;
function job(over: Partial<Job>): Job {
  const id = nextId++;
  return {
    id,
    employerId: null,
    title: `Job ${id}`,
    company: 'Acme',
    location: 'Budapest',
    type: 'full-time',
    category: 'Finance',
    description: 'A job.',
    requirements: [],
    skills: [],
    salary: null,
    isActive: true,
    slug: `job-${id}`,
    source: 'manual',
    startDate: null,
    validThrough: '2099-01-01T00:00:00.000Z',
    listingDays: 60,
    dayRate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('similarJobs', () => {
  const current = job({ title: 'Current', category: 'Technology', skills: ['React', 'TypeScript', 'Node.js'] });

  it('ranks the most overlap first, skills compared without case, and keeps at most three', () => {
    const sameCategoryOnly = job({ title: 'Category only', category: 'Technology' });
    const twoSkills = job({
      title: 'Two skills',
      skills: ['react', 'TYPESCRIPT'],
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    const categoryAndSkill = job({ title: 'Category and skill', category: 'Technology', skills: ['Node.js'] });
    const threeSkillsAndCategory = job({
      title: 'Best',
      category: 'Technology',
      skills: ['React', 'TypeScript', 'Node.js'],
    });
    const result = similarJobs(current, [
      current,
      sameCategoryOnly,
      twoSkills,
      categoryAndSkill,
      threeSkillsAndCategory,
    ]);
    expect(result.map((j) => j.title)).toEqual(['Best', 'Two skills', 'Category and skill']);
  });

  it('leaves out the job itself, inactive jobs and jobs with nothing in common', () => {
    const inactive = job({ title: 'Archived', category: 'Technology', skills: ['React'], isActive: false });
    const unrelated = job({ title: 'Unrelated', category: 'Finance', skills: ['Excel'] });
    expect(similarJobs(current, [current, inactive, unrelated])).toEqual([]);
  });

  it('breaks ties by the newest first', () => {
    const older = job({ title: 'Older', category: 'Technology', createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = job({ title: 'Newer', category: 'Technology', createdAt: '2026-03-01T00:00:00.000Z' });
    expect(similarJobs(current, [older, newer]).map((j) => j.title)).toEqual(['Newer', 'Older']);
  });
});
