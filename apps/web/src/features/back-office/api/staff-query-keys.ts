// Every cached back-office answer sits under one root, so a staff logout (which clears the whole cache)
// and a change that touches several lists can reach them together.
export const staffQueryRoot = ['staff'] as const;
const adminRoot = [...staffQueryRoot, 'admin'] as const;

export const staffQueryKeys = {
  people: [...staffQueryRoot, 'people'] as const,
  reports: [...staffQueryRoot, 'reports'] as const,
  appeals: [...staffQueryRoot, 'appeals'] as const,
  mediation: [...staffQueryRoot, 'mediation-requests'] as const,
  transactions: [...staffQueryRoot, 'transactions'] as const,
  incompleteProfiles: [...staffQueryRoot, 'incomplete-profiles'] as const,
  unplacedProfiles: [...staffQueryRoot, 'unplaced-profiles'] as const,
  workPhotos: [...staffQueryRoot, 'work-photos'] as const,
  numberClaims: [...staffQueryRoot, 'number-claims'] as const,
  jobs: [...staffQueryRoot, 'jobs'] as const,
  agreementDisputes: [...staffQueryRoot, 'agreement-disputes'] as const,
  // Admin only.
  admin: adminRoot,
  analytics: [...adminRoot, 'analytics'] as const,
  staffMembers: [...adminRoot, 'staff-members'] as const,
  wallets: [...adminRoot, 'wallets'] as const,
  tables: [...adminRoot, 'tables'] as const,
  incompleteTransactions: [...adminRoot, 'incomplete-transactions'] as const,
  payouts: [...adminRoot, 'payouts'] as const,
  audit: [...adminRoot, 'audit'] as const,
};
