// Every route of the web app, in one place; links and the router both read from here.
export const paths = {
  landing: '/',
  landingAlias: '/landing',
  login: '/login',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  quickclap: '/quickclap',
  numberCheck: '/number-check',
  app: {
    root: '/app',
    home: '/app/home',
    search: '/app/search',
    profile: '/app/profile',
    wallet: '/app/wallet',
    profilePage: (profileId: string) => `/app/profile-page/${encodeURIComponent(profileId)}`,
    profilePagePattern: '/app/profile-page/:profileId',
    createLabourerProfile: '/app/create-labourer-profile',
    completeEmployerProfile: '/app/complete-profile-employer',
  },
  staff: {
    adminLogin: '/admin-login',
    employeeLogin: '/employee-login',
    adminDashboard: '/admin-dashboard',
    employeeDashboard: '/employee-dashboard',
    // Employees and Admins.
    addLabourer: '/add-labourer',
    searchModifyLabourer: '/search-modify-labourer',
    addEmployer: '/add-employer',
    searchModifyEmployer: '/search-modify-employer',
    reportProfiles: '/report-profiles',
    // Ours (issue 16): appeals against warnings and suspensions.
    appeals: '/appeals',
    mediationRequests: '/mediation-requests',
    profileTransactions: '/profile-transactions',
    incompleteProfiles: '/incomplete-profiles',
    numberClaims: '/number-claims',
    businessesToVerify: '/businesses-to-verify',
    // Admins only; the spec names the last five, the first five are ours.
    addEmployee: '/add-employee',
    modifyEmployee: '/modify-employee',
    incompleteTransactions: '/incomplete-transactions',
    blockProfiles: '/block-profiles',
    auditTrail: '/audit-trail',
    modifyWalletBalance: '/modify-wallet-balance',
    allTransactions: '/all-transactions',
    allMediationRequests: '/all-mediation-requests',
    allLabourersAdded: '/all-labourers-added',
    allEmployersAdded: '/all-employers-added',
  },
} as const;

export const socialLinks = {
  facebook: 'https://www.facebook.com/kaamsetu',
  twitter: 'https://twitter.com/kaamsetu',
  linkedin: 'https://www.linkedin.com/company/kaamsetu',
} as const;
