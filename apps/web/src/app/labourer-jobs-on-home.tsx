// Home's lead for Labourers: the jobs near them (features/jobs). Employers never download it.
import { lazy, Suspense } from 'react';
import { useSession } from '../lib/get-session';

const NearestJobs = lazy(() => import('../features/jobs/components/nearest-jobs'));

export function LabourerJobsOnHome() {
  const isLabourer = useSession().data?.user.userType === 'Labourer';
  if (!isLabourer) return null;
  return (
    <Suspense fallback={null}>
      <NearestJobs />
    </Suspense>
  );
}
