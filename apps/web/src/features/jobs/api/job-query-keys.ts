// Every cached jobs answer sits under one root, so applying, posting, closing or deciding refreshes them all.
export const jobsQueryRoot = ['jobs'] as const;

export const jobsKeys = {
  nearby: (near: string, radiusKm: number, trade: string) => [...jobsQueryRoot, 'nearby', near, radiusKm, trade],
  job: (jobId: string) => [...jobsQueryRoot, 'job', jobId],
  myApplications: () => [...jobsQueryRoot, 'my-applications'],
  mine: () => [...jobsQueryRoot, 'mine'],
  applicants: (jobId: string) => [...jobsQueryRoot, 'applicants', jobId],
} as const;
