// /agreement-disputes (ours, issue 18): work agreements in dispute, with both sides' statements. An Employee
// proposes how to split what is held; an Admin settles it. Every split is kept in the audit trail.
import '../back-office.css';
import { DisputeQueue } from '../components/dispute-queue';
import { useStaffMember } from '../components/staff-gate';

export default function AgreementDisputesPage() {
  const staff = useStaffMember();
  return <DisputeQueue admin={staff.role === 'Admin'} />;
}
